"""Issue 57's Data pane in the real window: Σ+ from the keypad's digits and its shortcut,
Σ− and undo, a two-column block pasted from a spreadsheet, a CSV file opened and the table
saved through the file chooser, a summary value used in the calculation, a cell typed, and the points with their
least-squares line on the graph. The issue's x = 1…7, y = 2.1 … 13.8 has slope 139/70 and
intercept 1/14 (Python's fractions); r from mpmath."""

import subprocess

from gi.repository import GLib

from calculator import put_on_clipboard, wait_until

LINE = "x\ty\n1\t2.1\n2\t3.9\n3\t6.2\n4\t7.8\n5\t10.1\n6\t12.2\n7\t13.8\n"


def open_pane(calculator):
    calculator.resize(1180, 700)  # wide: the keypad beside the pane
    calculator.type("ctrl+t")
    assert wait_until(lambda: node(calculator, "push button", "add to the data") is not None)


def node(calculator, role, name):
    return next((each for each in calculator.accessibles()
                 if each.getRoleName() == role and each.name == name), None)


def cells(calculator, column="x"):
    """The table's cells of a column, row 1 first (the page shown)."""
    found = {}
    for each in calculator.accessibles():
        if each.getRoleName() == "text" and each.name.startswith(f"{column} of row "):
            found[int(each.name.rsplit(" ", 1)[1])] = calculator.label_text(each)
    return [found[row] for row in sorted(found)]


def summary(calculator):
    """The summary's values by name: `mean 4` is {"mean": "4"}."""
    names = ("n", "Σx", "mean", "median", "Q₁", "Q₃", "s", "σ", "min", "max", "slope",
             "intercept", "r", "R²")
    shown = {}
    for each in calculator.accessibles():
        try:  # a cell the pane rebuilds while it is read is passed over, as accessibles() does
            if each.getRoleName() == "push button" and " " in each.name:
                name, value = each.name.split(" ", 1)
                if name in names or name.startswith("ŷ("):
                    shown[name] = value
        except GLib.GError:
            continue
    return shown


def shows_summary(calculator, **expected):
    assert wait_until(lambda: all(summary(calculator).get(key) == value
                                  for key, value in expected.items())), \
        (expected, summary(calculator))


def window_named(title):
    """The X window of that title, or None."""
    found = subprocess.run(["xdotool", "search", "--name", f"^{title}$"], capture_output=True,
                           text=True, check=False).stdout.split()
    return found[-1] if found else None


def choose_file(calculator, title, path, replace_name=False):
    """Types `path` into GTK's file chooser titled `title`, as a person does: without a window
    manager the keyboard follows the pointer, so the pointer goes into the chooser first; a
    slash opens the Open chooser's location field, and the rest of the path is typed once the
    field has the focus (on a busy machine it comes a moment later, and keys typed before it
    went elsewhere); the Save chooser's name field takes a whole path."""
    chooser = wait_until(lambda: window_named(title))
    assert chooser, f"no chooser titled {title} came"
    geometry = dict(line.split("=") for line in subprocess.run(
        ["xdotool", "getwindowgeometry", "--shell", chooser], capture_output=True, text=True,
        check=True).stdout.split())
    x, y, width, height = (int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    subprocess.run(["xdotool", "mousemove", str(x + width // 2), str(y + height // 2)], check=True)
    text = str(path)
    if replace_name:
        assert wait_until(lambda: (calculator.focused() or ("",))[0] == "text")
        subprocess.run(["xdotool", "key", "--delay", "50", "ctrl+a", "BackSpace"], check=True)
    else:
        # A slash typed before the chooser takes keys is lost: typed again until the field
        # comes (a second one in it is harmless: `//tmp` is `/tmp`).
        for _ in range(10):
            subprocess.run(["xdotool", "type", "--", "/"], check=True)
            if wait_until(lambda: (calculator.focused() or ("",))[0] == "text", timeout=3):
                break
        assert (calculator.focused() or ("",))[0] == "text", calculator.focused()
        text = text[1:]
    subprocess.run(["xdotool", "type", "--delay", "40", "--", text], check=True)
    subprocess.run(["xdotool", "key", "--delay", "100", "Return"], check=True)


def press(calculator, name):
    button = next(each for each in calculator.accessibles()
                  if each.getRoleName() in ("push button", "toggle button") and each.name == name)
    calculator.click_accessible(button)


def test_sigma_plus_from_the_keypad_and_its_shortcut_then_sigma_minus_and_undo(calculator):
    open_pane(calculator)
    # 1 999 999, 2 000 000, 2 000 001: the HP-12C's manual shows s as 0; it is 1.
    calculator.click("1", "9", "9", "9", "9", "9", "9")
    press(calculator, "add to the data")
    calculator.write("2000000")
    calculator.type("ctrl+plus")
    calculator.write("2000001")
    calculator.type("ctrl+Return")
    assert wait_until(lambda: cells(calculator) == ["1999999", "2000000", "2000001"]), \
        cells(calculator)
    calculator.shows(notice="n = 3")
    shows_summary(calculator, n="3", mean="2000000", s="1", σ="0.816496580927726",
                  min="1999999", max="2000001", median="2000000")
    # A value typed in by mistake, taken back by Σ−; then undo puts it back.
    calculator.write("5")
    calculator.type("ctrl+Return")
    assert wait_until(lambda: len(cells(calculator)) == 4)
    calculator.type("ctrl+minus")
    assert wait_until(lambda: cells(calculator) == ["1999999", "2000000", "2000001"])
    calculator.type("ctrl+z")
    assert wait_until(lambda: cells(calculator) == ["1999999", "2000000", "2000001", "5"])
    # A row deleted by its button, and undone.
    # Each row's button is named by its row (issue 66, item 25).
    press(calculator, "delete row 2")
    assert wait_until(lambda: cells(calculator) == ["1999999", "2000001", "5"])
    calculator.type("ctrl+z")
    assert wait_until(lambda: cells(calculator) == ["1999999", "2000000", "2000001", "5"])


def test_a_pasted_block_gives_the_line_and_a_value_is_used(calculator):
    open_pane(calculator)
    put_on_clipboard(LINE)
    press(calculator, "paste rows")
    assert wait_until(lambda: cells(calculator, "y") == ["2.1", "3.9", "6.2", "7.8", "10.1",
                                                          "12.2", "13.8"]), cells(calculator, "y")
    shows_summary(calculator, slope="1.98571428571429", intercept="0.0714285714285714",
                  r="0.999172912755884", mean="4", n="7")
    # ŷ for the display's x: 8 typed gives 139/70 × 8 + 1/14 = 1117/70.
    calculator.write("8")
    shows_summary(calculator, **{"ŷ(8)": "15.9571428571429"})
    # The slope used in the calculation, then multiplied by 70: exactly 139.
    calculator.type("Escape")
    press(calculator, "slope 1.98571428571429")
    calculator.shows(display="1.98571428571429")
    calculator.write("*70=")
    calculator.shows(display="139")
    # A garbage paste changes nothing and says where.
    put_on_clipboard("1\n2\nthree\n")
    press(calculator, "paste rows")
    calculator.shows(notice="Row 3: “three” is no number")
    assert len(cells(calculator)) == 7
    # A cell typed into (a fix in the middle of the table): the summary follows.
    field = node(calculator, "text", "y of row 1")
    calculator.click_accessible(field)
    calculator.type("ctrl+a BackSpace")
    calculator.write("1.1")
    shows_summary(calculator, slope="2.09285714285714")  # 293/140


def test_a_csv_file_is_opened_in_the_tables_place(launch, tmp_path):
    data = tmp_path / "numacc.csv"
    # NIST's NumAcc4 in small: 10000000.2, then 10000000.1 and 10000000.3 alternately.
    data.write_text("value\n10000000.2\n" + "10000000.1\n10000000.3\n" * 50)
    # The chooser keeps its settings; in memory, not in a dconf this machine may not run.
    calculator = launch({"GSETTINGS_BACKEND": "memory"})
    open_pane(calculator)
    calculator.write("5")
    calculator.type("ctrl+Return")
    press(calculator, "open")
    choose_file(calculator, "Open Data", data)
    assert wait_until(lambda: summary(calculator).get("n") == "101", timeout=15), summary(calculator)
    shows_summary(calculator, mean="10000000.2", s="0.1", median="10000000.2")
    assert cells(calculator)[:3] == ["10000000.2", "10000000.1", "10000000.3"]
    # Saved as CSV through the chooser: the table whole, under its header.
    saved = tmp_path / "saved.csv"
    press(calculator, "save")
    choose_file(calculator, "Save the Data", saved, replace_name=True)
    assert wait_until(lambda: saved.exists() and saved.read_text().count("\n") == 102)
    assert saved.read_text().startswith("x\n10000000.2\n10000000.1\n")
    # Opened in the table's place; undo gives the table back.
    calculator.type("ctrl+z")
    assert wait_until(lambda: cells(calculator) == ["5"])


def test_the_graph_shows_the_points_and_their_line(calculator):
    open_pane(calculator)
    put_on_clipboard(LINE)
    press(calculator, "paste rows")
    shows_summary(calculator, slope="1.98571428571429")
    press(calculator, "Plot")
    graph = wait_until(lambda: next((each for each in calculator.accessibles()
                                     if each.name == "graph"), None))

    def orange_pixels():
        """Pixels of the graph's area in GNOME's orange, #E66100: the data's colour, apart
        from every curve (the notice's orange is outside the area)."""
        x, y, width, height = calculator.rectangle(graph)
        left, top, _, _ = calculator.window_rectangle()
        shot = subprocess.run(["import", "-window", calculator.window_id, "-crop",
                               f"{width}x{height}+{x - left}+{y - top}", "png:-"],
                              capture_output=True, check=True).stdout
        count = subprocess.run(
            ["convert", "-", "-fuzz", "12%", "-fill", "black", "+opaque", "#E66100", "-fill",
             "white", "-opaque", "#E66100", "-format", "%[fx:mean*w*h]", "info:"],
            input=shot, capture_output=True, check=True).stdout
        return float(count)

    # Seven dots of radius 4 and a line across the view: far more than seven dots alone.
    assert wait_until(lambda: orange_pixels() > 7 * 30 + 300, timeout=10), orange_pixels()
    # Plot off (back in the Data pane, then the graph again): nothing of the data is drawn.
    calculator.type("ctrl+t")
    press(calculator, "Plot")
    calculator.type("ctrl+g")
    assert wait_until(lambda: orange_pixels() == 0, timeout=10), orange_pixels()
