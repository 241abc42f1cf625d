import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// An object exported on the session bus under a well-known name. GDBus hands each method call
/// to `handle` on the main loop; the call is answered through its `BusCall`, at once or later.
@MainActor
enum BusObject {
    /// Exports the interface described in the introspection file `interfaceFile` at `path`,
    /// then asks for `name`. A failure says what went wrong: no session bus, or a file or a
    /// path that cannot be used.
    static func export(
        interfaceFile: String, at path: String, named name: String,
        _ handle: @escaping @MainActor (BusCall) -> Void
    ) -> Result<Void, GLibError> {
        var error: UnsafeMutablePointer<GError>?
        var contents: UnsafeMutablePointer<gchar>?
        defer { g_free(contents) }
        guard g_file_get_contents(interfaceFile, &contents, nil, &error) != 0,
            let node = g_dbus_node_info_new_for_xml(contents, &error)
        else { return .failure(GLibError(consuming: error)) }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = node.pointee.interfaces?.pointee,
            let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        else { return .failure(GLibError(consuming: error)) }
        let methodCall: GDBusInterfaceMethodCallFunc = {
            _, _, _, _, method, parameters, invocation, data in
            let handle = HandlerBox<@MainActor (BusCall) -> Void>.handler(from: data)
            let call = BusCall(
                method: String(cString: method!), parameters: parameters!, invocation: invocation!)
            MainActor.assumeIsolated { handle(call) }
        }
        let release: GDestroyNotify = { data in
            Unmanaged<SignalBox>.fromOpaque(data!).release()
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = methodCall
        let box = Unmanaged.passRetained(HandlerBox(handle) as SignalBox).toOpaque()
        // GDBus copies the table; the box is released when the object is unregistered.
        guard
            g_dbus_connection_register_object(
                connection, path, interface, &vtable, box, release, &error) != 0
        else { return .failure(GLibError(consuming: error)) }
        g_bus_own_name_on_connection(
            connection, name, G_BUS_NAME_OWNER_FLAGS_NONE, nil, nil, nil, nil)
        return .success(())
    }
}

/// One method call: its arguments, and one answer, which hands the call back to GDBus.
@MainActor
struct BusCall {
    let method: String
    fileprivate let parameters: OpaquePointer
    fileprivate let invocation: OpaquePointer

    /// The argument at `index` of type `as`.
    func strings(at index: Int) -> [String] { strings(at: index, atMost: .max, bytes: .max) ?? [] }

    /// The argument at `index` of type `as`, when it has at most `count` strings of at most
    /// `bytes` together; else nil, found before any string is copied.
    func strings(at index: Int, atMost count: Int, bytes: Int) -> [String]? {
        let child = g_variant_get_child_value(parameters, gsize(index))
        defer { g_variant_unref(child) }
        guard g_variant_n_children(child) <= count else { return nil }
        var found: gsize = 0
        guard let strings = g_variant_get_strv(child, &found) else { return [] }
        defer { g_free(strings) }
        let pointers = (0..<Int(found)).map { strings[$0]! }
        guard pointers.reduce(0, { $0 + strlen($1) }) <= bytes else { return nil }
        return pointers.map { String(cString: $0) }
    }

    /// The argument at `index` of type `s`.
    func string(at index: Int) -> String {
        let child = g_variant_get_child_value(parameters, gsize(index))
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// Answers `(as)`.
    func reply(_ strings: [String]) {
        var copies = strings.map { UnsafePointer(strdup($0)) }
        defer { for copy in copies { free(UnsafeMutablePointer(mutating: copy)) } }
        reply(tuple: g_variant_new_strv(&copies, gssize(copies.count)))
    }

    /// Answers `(aa{sv})`, each dictionary's values strings.
    func reply(_ dictionaries: [[(key: String, value: String)]]) {
        let array = Self.builder("aa{sv}")
        for dictionary in dictionaries {
            let entries = Self.builder("a{sv}")
            for (key, value) in dictionary {
                g_variant_builder_add_value(
                    entries,
                    g_variant_new_dict_entry(
                        g_variant_new_string(key),
                        g_variant_new_variant(g_variant_new_string(value))))
            }
            g_variant_builder_add_value(array, g_variant_builder_end(entries))
            g_variant_builder_unref(entries)
        }
        reply(tuple: g_variant_builder_end(array))
        g_variant_builder_unref(array)
    }

    /// Answers a method that returns nothing.
    func reply() { g_dbus_method_invocation_return_value(invocation, nil) }

    private func reply(tuple child: OpaquePointer?) {
        var children = [child]
        g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&children, 1))
    }

    private static func builder(_ type: String) -> UnsafeMutablePointer<GVariantBuilder> {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        return g_variant_builder_new(variantType)
    }
}
