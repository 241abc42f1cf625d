// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CalculatorBrain",
    products: [
        .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
        .executable(name: "calculator-brain", targets: ["calculator-brain"]),
    ],
    targets: [
        .systemLibrary(name: "CArb", providers: [.apt(["libflint-arb-dev", "libflint-dev"])]),
        .target(name: "Numbers", dependencies: ["CArb"]),
        .target(name: "Units", dependencies: ["Numbers"]),
        .target(name: "CalculatorModel", dependencies: ["Numbers", "Units"]),
        .target(name: "Graph", dependencies: ["Numbers"]),
        .systemLibrary(name: "CIntl"),
        .target(
            name: "CalculatorController",
            dependencies: ["CalculatorModel", "Graph", "Numbers", "Units", "CIntl"]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "CalculatorView",
            dependencies: ["CalculatorController", "Graph", "Numbers", "Units", "CGtk"]),
        .executableTarget(
            name: "calculator-brain",
            dependencies: ["CalculatorController", "CalculatorView", "Numbers"],
            // A release binary without its symbol table and debug sections: 15 MB instead of
            // 26 (debug builds keep them, for backtraces with names).
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--strip-all"], .when(configuration: .release))
            ]
        ),
        .executableTarget(
            name: "calculator-bench",
            dependencies: [
                "CalculatorController", "CalculatorModel", "CalculatorView", "Graph", "Numbers",
                "Units",
            ]),
        .executableTarget(
            name: "calculator-fuzz",
            dependencies: ["CalculatorController", "CalculatorModel", "Numbers"]),
        .testTarget(name: "NumbersTests", dependencies: ["Numbers"]),
        .testTarget(name: "UnitsTests", dependencies: ["Units", "Numbers"]),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel", "Numbers"]),
        .testTarget(
            name: "CalculatorControllerTests",
            dependencies: ["CalculatorController", "CalculatorModel", "Graph", "Units"]
        ),
        .testTarget(name: "HeadlessModeTests", dependencies: ["calculator-brain"]),
        .testTarget(name: "GraphTests", dependencies: ["Graph"]),
        .testTarget(name: "CalculatorViewTests", dependencies: ["CalculatorView", "CGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
