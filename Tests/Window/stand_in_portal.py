"""A stand-in for xdg-desktop-portal's Settings interface on the session bus: it answers
`org.freedesktop.appearance color-scheme` with the number given on the command line, prints
"ready" once it owns the name, and for each number read from standard input changes the scheme
and emits SettingChanged, as the real portal does when the desktop switches style."""

import sys
import threading

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
scheme = int(sys.argv[1])
loop = GLib.MainLoop()


def on_call(connection, sender, path, interface, method, parameters, invocation):
    namespace, key = parameters.unpack()
    if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    # Read answers a variant holding the value's variant (the interface's version 1).
    invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", scheme)),)))


def on_bus(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    connection.register_object(PATH, info, on_call, None, None)

    def change(value):
        global scheme
        scheme = value
        connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                               GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme",
                                                      GLib.Variant("u", value))))
        return False

    def read_commands():
        for line in sys.stdin:
            GLib.idle_add(change, int(line))
        GLib.idle_add(loop.quit)

    threading.Thread(target=read_commands, daemon=True).start()


def on_name(connection, name):
    print("ready", flush=True)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop",
                 Gio.BusNameOwnerFlags.NONE, on_bus, on_name, lambda *_: loop.quit())
loop.run()
