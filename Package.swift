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
        .target(name: "CalculatorController", dependencies: ["CalculatorModel"]),
        .executableTarget(
            name: "calculator-brain",
            dependencies: ["CalculatorController"]
        ),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel"]),
        .testTarget(
            name: "CalculatorControllerTests",
            dependencies: ["CalculatorController", "CalculatorModel"]
        ),
        .testTarget(name: "HeadlessModeTests", dependencies: ["calculator-brain"]),
    ],
    swiftLanguageModes: [.v6]
)
