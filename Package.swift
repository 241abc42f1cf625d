// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CalculatorBrain",
    products: [
        .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
        .executable(name: "calculator-brain", targets: ["calculator-brain"]),
    ],
    targets: [
        .target(name: "CalculatorModel"),
        .systemLibrary(name: "CIntl"),
        .target(name: "CalculatorController", dependencies: ["CalculatorModel", "CIntl"]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CalculatorView", dependencies: ["CalculatorController", "CGtk"]),
        .executableTarget(
            name: "calculator-brain",
            dependencies: ["CalculatorController", "CalculatorView"]
        ),
        .executableTarget(
            name: "calculator-bench", dependencies: ["CalculatorController", "CalculatorModel"]),
        .executableTarget(
            name: "calculator-fuzz", dependencies: ["CalculatorController", "CalculatorModel"]),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel"]),
        .testTarget(
            name: "CalculatorControllerTests",
            dependencies: ["CalculatorController", "CalculatorModel"]
        ),
        .testTarget(name: "HeadlessModeTests", dependencies: ["calculator-brain"]),
        .testTarget(name: "CalculatorViewTests", dependencies: ["CalculatorView", "CGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
