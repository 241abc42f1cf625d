import CGtk
import Synchronization

/// A Swift closure handed to a GObject signal. GTK owns one retain of the box and releases it
/// through the signal's destroy notify, when the handler is disconnected or the object dies.
class SignalBox {
    /// How many boxes are alive: tests prove it returns to zero after windows are destroyed.
    static let liveCount = Atomic<Int>(0)

    init() { Self.liveCount.add(1, ordering: .relaxed) }
    deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

    /// Passes one retain of `box` to GTK along with the trampoline that calls it.
    fileprivate static func connect(
        _ box: SignalBox, to instance: UnsafeMutableRawPointer, signal: String,
        trampoline: GCallback
    ) {
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<SignalBox>.fromOpaque(data).release()
        }
        cgtk_signal_connect(
            instance, signal, trampoline, Unmanaged.passRetained(box).toOpaque(), release)
    }
}

final class HandlerBox<Handler>: SignalBox {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func handler(from data: UnsafeMutableRawPointer?) -> Handler {
        Unmanaged<HandlerBox>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

/// The handler signatures this app uses, each with its own C trampoline. GTK calls them on
/// the main thread, which is the main actor.
@MainActor
enum Signal {
    typealias Plain = @MainActor () -> Void
    typealias KeyPress = @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool
    typealias Activate = @MainActor (_ parameter: String?) -> Void

    /// Signals with no arguments besides the instance: "activate", "destroy".
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping Plain
    ) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                _, data in
                MainActor.assumeIsolated { HandlerBox<Plain>.handler(from: data)() }
            }
        SignalBox.connect(
            HandlerBox(handler), to: instance, signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Signals whose handler returns whether it handled the event, such as GtkWindow
    /// "close-request" (true keeps the window open).
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        handled handler: @escaping @MainActor () -> Bool
    ) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
                _, data in
                MainActor.assumeIsolated {
                    HandlerBox<@MainActor () -> Bool>.handler(from: data)() ? 1 : 0
                }
            }
        SignalBox.connect(
            HandlerBox(handler), to: instance, signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkEventControllerKey "key-pressed"; the handler returns whether it used the key.
    static func connectKeyPressed(
        _ controller: OpaquePointer, _ handler: @escaping KeyPress
    ) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
            ) -> gboolean = { _, keyval, _, state, data in
                MainActor.assumeIsolated {
                    HandlerBox<KeyPress>.handler(from: data)(keyval, state) ? 1 : 0
                }
            }
        SignalBox.connect(
            HandlerBox(handler), to: UnsafeMutableRawPointer(controller), signal: "key-pressed",
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GSimpleAction "activate", with the string parameter if the action takes one.
    static func connectActivate(_ action: OpaquePointer, _ handler: @escaping Activate) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?
            ) -> Void = { _, parameter, data in
                let text = cgtk_variant_string(parameter).map { String(cString: $0) }
                MainActor.assumeIsolated { HandlerBox<Activate>.handler(from: data)(text) }
            }
        SignalBox.connect(
            HandlerBox(handler), to: UnsafeMutableRawPointer(action), signal: "activate",
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GApplication "command-line": the arguments of a launch, in the running instance.
    static func connectCommandLine(
        _ application: UnsafeMutableRawPointer, _ handler: @escaping @MainActor ([String]) -> Void
    ) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<GApplicationCommandLine>?,
                UnsafeMutableRawPointer?
            ) -> Int32 = { _, commandLine, data in
                var count: Int32 = 0
                let argv = g_application_command_line_get_arguments(commandLine, &count)
                defer { g_strfreev(argv) }
                let arguments = (0..<Int(count)).map { String(cString: argv![$0]!) }
                MainActor.assumeIsolated {
                    HandlerBox<@MainActor ([String]) -> Void>.handler(from: data)(arguments)
                }
                return 0
            }
        SignalBox.connect(
            HandlerBox(handler), to: application, signal: "command-line",
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
            ) -> Void = { _, argument, data in
                MainActor.assumeIsolated {
                    HandlerBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.handler(from: data)(
                        argument)
                }
            }
        SignalBox.connect(
            HandlerBox(handler), to: instance, signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkGestureClick "pressed": the how-manieth press in a row (2 for a double click) and
    /// where, in the coordinates of the gesture's widget.
    static func connectPressed(
        _ gesture: OpaquePointer,
        _ handler: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
    ) {
        typealias Handler = @MainActor (Int, Double, Double) -> Void
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?
            ) -> Void = { _, count, x, y, data in
                MainActor.assumeIsolated {
                    HandlerBox<Handler>.handler(from: data)(Int(count), x, y)
                }
            }
        SignalBox.connect(
            HandlerBox(handler), to: UnsafeMutableRawPointer(gesture), signal: "pressed",
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Signals that pass two numbers: a point ("motion", "drag-begin") or an offset
    /// ("drag-update"), or a scroll's deltas ("scroll", whose handler says whether it used
    /// them).
    static func connect(
        _ instance: OpaquePointer, _ signal: String,
        point handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool
    ) {
        typealias Handler = @MainActor (Double, Double) -> Bool
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?)
                -> gboolean = { _, x, y, data in
                    MainActor.assumeIsolated {
                        HandlerBox<Handler>.handler(from: data)(x, y) ? 1 : 0
                    }
                }
        SignalBox.connect(
            HandlerBox(handler), to: UnsafeMutableRawPointer(instance), signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Signals that pass one integer, such as GtkNativeDialog "response".
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        integer handler: @escaping @MainActor (Int32) -> Void
    ) {
        typealias Handler = @MainActor (Int32) -> Void
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = {
                _, integer, data in
                MainActor.assumeIsolated { HandlerBox<Handler>.handler(from: data)(integer) }
            }
        SignalBox.connect(
            HandlerBox(handler), to: instance, signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Signals that pass one number, such as GtkGestureZoom "scale-changed".
    static func connect(
        _ instance: OpaquePointer, _ signal: String,
        number handler: @escaping @MainActor (Double) -> Void
    ) {
        typealias Handler = @MainActor (Double) -> Void
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, gdouble, UnsafeMutableRawPointer?) -> Void = {
                _, number, data in
                MainActor.assumeIsolated { HandlerBox<Handler>.handler(from: data)(number) }
            }
        SignalBox.connect(
            HandlerBox(handler), to: UnsafeMutableRawPointer(instance), signal: signal,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A GtkDrawingArea's draw function: the cairo context and the area's size. GTK releases
    /// the closure with the area.
    static func setDrawFunction(
        _ area: Widget, _ draw: @escaping @MainActor (OpaquePointer, Int, Int) -> Void
    ) {
        typealias Handler = @MainActor (OpaquePointer, Int, Int) -> Void
        let trampoline:
            @convention(c) (
                UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, gint, gint, gpointer?
            ) -> Void = {
                _, cairo, width, height, data in
                guard let cairo else { return }
                MainActor.assumeIsolated {
                    HandlerBox<Handler>.handler(from: data)(cairo, Int(width), Int(height))
                }
            }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<SignalBox>.fromOpaque(data).release()
        }
        gtk_drawing_area_set_draw_func(
            area.cast(), trampoline, Unmanaged.passRetained(HandlerBox(draw)).toOpaque(), release)
    }

    /// "notify::PROPERTY": the property changed.
    static func connectNotify(
        _ instance: UnsafeMutableRawPointer, property: String, _ handler: @escaping Plain
    ) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
            ) -> Void = { _, _, data in
                MainActor.assumeIsolated { HandlerBox<Plain>.handler(from: data)() }
            }
        SignalBox.connect(
            HandlerBox(handler), to: instance, signal: "notify::\(property)",
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal {
    /// What a searchable drop-down's filter compares with the text searched for, for each of
    /// its choices: `text` of the choice's string.
    static func itemTextExpression(_ text: @escaping @MainActor (String) -> String)
        -> OpaquePointer
    {
        let trampoline: CGtkItemText = { item, data in
            let choice =
                item.map { String(cString: gtk_string_object_get_string(OpaquePointer($0))) } ?? ""
            let value = MainActor.assumeIsolated {
                HandlerBox<@MainActor (String) -> String>.handler(from: data)(choice)
            }
            return g_strdup(value)
        }
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<SignalBox>.fromOpaque(data).release()
        }
        let box = HandlerBox<@MainActor (String) -> String>(text)
        return cgtk_item_text_expression(
            trampoline, Unmanaged.passRetained(box).toOpaque(), release)
    }
}
