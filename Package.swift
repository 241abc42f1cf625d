// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Release builds give each function its own section, so the link can lay out the functions
/// start-up runs side by side (scripts/startup-order).
let functionSections = [
    SwiftSetting.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))
]

/// GTK's header folders, as pkg-config gives them. The view compiles against GTK, but the
/// binary does not link it: CGtkLoader loads it when the window is first built, so that the
/// headless modes never map it. So CGtk names no pkg-config package (SwiftPM would link its
/// libraries), and the targets that see GTK's headers, directly or through the view's module,
/// are given its folders.
let gtkHeaders: SwiftSetting = {
    let pkgConfig = Process()
    pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "gtk4"]
    let output = Pipe()
    pkgConfig.standardOutput = output
    guard (try? pkgConfig.run()) != nil else { return .unsafeFlags([]) }
    let flags = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    pkgConfig.waitUntilExit()
    return .unsafeFlags(
        flags.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] })
}()

let package = Package(
    name: "CalculatorBrain",
    products: [
        .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
        .executable(name: "calculator-brain", targets: ["calculator-brain"]),
        .executable(name: "calculator-field", targets: ["calculator-field"]),
    ],
    targets: [
        // Arb and FLINT's headers; the libraries are loaded on first use (lazy_engine.c, with
        // the trampolines of include/lazy_loading.h).
        .target(name: "CArb"),
        .target(name: "Numbers", dependencies: ["CArb"], swiftSettings: functionSections),
        // GLib's GMarkup parser behind a typed surface, for the exchange rates' XML.
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "Markup", dependencies: ["CGLib"], swiftSettings: functionSections),
        .target(
            name: "Units", dependencies: ["Numbers", "Markup"], swiftSettings: functionSections),
        .target(name: "JSONCoding", swiftSettings: functionSections),
        .target(
            name: "CalculatorModel", dependencies: ["Numbers", "Units"],
            swiftSettings: functionSections),
        .target(name: "Graph", dependencies: ["Numbers"], swiftSettings: functionSections),
        .systemLibrary(name: "CIntl"),
        .target(
            name: "CalculatorController",
            dependencies: ["CalculatorModel", "Graph", "JSONCoding", "Numbers", "Units", "CIntl"],
            swiftSettings: functionSections),
        // GTK's headers (`gtkHeaders`); GTK itself is loaded when the window is first built
        // (CGtkLoader's lazy_toolkit.c).
        .systemLibrary(name: "CGtk", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CGtkLoader", dependencies: ["CArb"], publicHeadersPath: "."),
        // libsoup's functions, for the exchange rates' download: loaded on first use
        // (Sources/CalculatorView/SoupLibrary.swift), not linked.
        .systemLibrary(name: "CSoup"),
        .target(
            name: "CalculatorView",
            dependencies: [
                "CalculatorController", "Graph", "Numbers", "Units", "CGtk", "CGtkLoader", "CSoup",
            ],
            swiftSettings: functionSections + [gtkHeaders],
            linkerSettings: [.linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0")]),
        .executableTarget(
            name: "calculator-brain",
            dependencies: ["CalculatorController", "CalculatorView", "Numbers"],
            swiftSettings: functionSections + [gtkHeaders],
            // Release: the toolchain's lld, for what gold lacks. Relative relocations packed
            // (RELR, glibc 2.36): 7 KB the loader reads instead of 860 KB of `.rela.dyn`, all of
            // it resident. The functions start-up runs side by side (scripts/startup-order).
            // Nothing exported (SwiftPM exports every public symbol, which keeps unused ones and
            // puts 1 350 names before GTK's in every symbol lookup). No symbol table or debug
            // sections: 9 MB instead of 17 (debug builds keep them, for backtraces with names;
            // so does scripts/startup-order, to read the names).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker",
                        "--symbol-ordering-file=\(Context.packageDirectory)/scripts/startup-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
                    ]
                        + (Context.environment["CALCULATOR_BRAIN_KEEP_SYMBOLS"] == nil
                            ? ["-Xlinker", "--strip-all"] : []),
                    .when(configuration: .release))
            ]
        ),
        // The exact field's helper process (Numbers/Engine/ExactField.swift).
        .systemLibrary(name: "CCalcium", providers: [.apt(["libcalcium-dev", "libantic-dev"])]),
        // Release: unused code collected and no symbol table (the static Swift runtime is most
        // of it).
        .executableTarget(
            name: "calculator-field", dependencies: ["CCalcium"], swiftSettings: functionSections,
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "--gc-sections", "-Xlinker", "--strip-all",
                        "-Xlinker", "--no-export-dynamic",
                    ], .when(configuration: .release))
            ]),
        .executableTarget(
            name: "calculator-bench",
            dependencies: [
                "CalculatorController", "CalculatorModel", "CalculatorView", "Graph", "Numbers",
                "Units",
            ], swiftSettings: [gtkHeaders]),
        .executableTarget(
            name: "calculator-fuzz",
            dependencies: ["CalculatorController", "CalculatorModel", "Numbers", "Units"]),
        .testTarget(name: "NumbersTests", dependencies: ["Numbers"]),
        .testTarget(name: "UnitsTests", dependencies: ["Units", "Numbers"]),
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding"]),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel", "Numbers"]),
        .testTarget(
            name: "CalculatorControllerTests",
            dependencies: [
                "CalculatorController", "CalculatorModel", "Graph", "JSONCoding", "Units",
            ]
        ),
        .testTarget(
            name: "HeadlessModeTests", dependencies: ["calculator-brain"],
            swiftSettings: [gtkHeaders]),
        .testTarget(name: "GraphTests", dependencies: ["Graph"]),
        .testTarget(
            name: "CalculatorViewTests", dependencies: ["CalculatorView", "CGtk"],
            swiftSettings: [gtkHeaders]),
    ],
    swiftLanguageModes: [.v6]
)
