/* The toolkit's floor for our window, for `make bench`: Calculator Brain's first frame (header
 * bar, description, display, the line under it, 48 keys in two grids and 12 hidden second
 * functions) built in C with the project's style sheet (STYLE_SHEET, a path), single-instance
 * as the app is. What it costs over the bare window is GTK's cost for this window; what the app
 * costs over it is ours. */
#include <gtk/gtk.h>

static const char *science[] = {"2nd","sin","cos","tan","ln","log","x²","x³","xʸ","eˣ","10ˣ","1/x",
  "√","∛","ʸ√x","n!","π","e","(",")","%","→M","x","y"};
static const char *basic[] = {"7","8","9","÷","×","C","4","5","6","−","+","⌫","1","2","3","±","Ans","→M",
  "0",".","E","mod","=","M"};

static GtkWidget *key(const char *label, const char *cls) {
    GtkWidget *b = gtk_button_new_with_label(label);
    gtk_widget_add_css_class(b, cls);
    gtk_widget_set_hexpand(b, TRUE); gtk_widget_set_vexpand(b, TRUE);
    gtk_actionable_set_action_name(GTK_ACTIONABLE(b), "app.press");
    gtk_actionable_set_action_target(GTK_ACTIONABLE(b), "s", label);
    return b;
}

/* The description and the display: right-aligned, wrapped to a few lines, then cut. */
static GtkWidget *readout_label(const char *text, const char *cls, int lines, PangoEllipsizeMode cut) {
    GtkWidget *label = gtk_label_new(text);
    gtk_widget_add_css_class(label, cls);
    gtk_label_set_xalign(GTK_LABEL(label), 1);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_lines(GTK_LABEL(label), lines);
    gtk_label_set_ellipsize(GTK_LABEL(label), cut);
    return label;
}

static void press(GSimpleAction *action, GVariant *parameter, gpointer data) {}

static void activate(GtkApplication *app, gpointer data) {
    static const GActionEntry entries[] = {{"press", press, "s", NULL, NULL, {0}}};
    g_action_map_add_action_entries(G_ACTION_MAP(app), entries, 1, app);
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(css, STYLE_SHEET);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkWidget *w = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(w), "Calculator in C");
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *undo = gtk_button_new_from_icon_name("edit-undo-symbolic");
    GtkWidget *redo = gtk_button_new_from_icon_name("edit-redo-symbolic");
    GtkWidget *hb = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_box_append(GTK_BOX(hb), undo); gtk_box_append(GTK_BOX(hb), redo);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), hb);
    GtkWidget *modes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(modes, "linked");
    gtk_box_append(GTK_BOX(modes), gtk_toggle_button_new_with_label("Algebraic"));
    gtk_box_append(GTK_BOX(modes), gtk_toggle_button_new_with_label("RPN"));
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), modes);
    GtkWidget *menu = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
    gtk_window_set_titlebar(GTK_WINDOW(w), header);

    GtkWidget *body = gtk_grid_new();
    gtk_widget_set_margin_start(body, 12); gtk_widget_set_margin_end(body, 12);
    gtk_widget_set_margin_top(body, 12); gtk_widget_set_margin_bottom(body, 12);
    GtkWidget *readout = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(readout), readout_label(" ", "description", 3, PANGO_ELLIPSIZE_START));
    GtkWidget *scroller = gtk_scrolled_window_new();
    GtkWidget *display = readout_label("0", "display", 4, PANGO_ELLIPSIZE_END);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), display);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height(GTK_SCROLLED_WINDOW(scroller), TRUE);
    gtk_box_append(GTK_BOX(readout), scroller);
    GtkWidget *line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    GtkWidget *angle = gtk_button_new_with_label("RAD");
    gtk_widget_add_css_class(angle, "flat"); gtk_widget_add_css_class(angle, "angle-unit");
    gtk_box_append(GTK_BOX(line), angle);
    GtkWidget *notice = gtk_label_new("");
    gtk_widget_set_hexpand(notice, TRUE);
    gtk_box_append(GTK_BOX(line), notice);
    GtkWidget *vars = gtk_button_new();
    GtkWidget *varline = gtk_label_new("");
    gtk_widget_add_css_class(varline, "variables");
    gtk_button_set_child(GTK_BUTTON(vars), varline);
    gtk_widget_add_css_class(vars, "flat");
    gtk_box_append(GTK_BOX(line), vars);
    GtkWidget *graph = gtk_toggle_button_new_with_label("Graph");
    gtk_widget_add_css_class(graph, "flat");
    gtk_box_append(GTK_BOX(line), graph);
    GtkWidget *conv = gtk_toggle_button_new_with_label("Convert");
    gtk_widget_add_css_class(conv, "flat");
    gtk_box_append(GTK_BOX(line), conv);
    gtk_box_append(GTK_BOX(readout), line);

    GtkWidget *keypad = gtk_grid_new();
    gtk_widget_add_css_class(keypad, "keypad");
    gtk_widget_set_hexpand(keypad, TRUE); gtk_widget_set_vexpand(keypad, TRUE);
    GtkWidget *sci = gtk_grid_new(), *bas = gtk_grid_new();
    for (int i = 0; i < 24; i++) {
        gtk_grid_attach(GTK_GRID(sci), key(science[i], "function"), i % 6, i / 6, 1, 1);
        gtk_grid_attach(GTK_GRID(bas), key(basic[i], i % 6 < 3 ? "digit" : "operator"), i % 6, i / 6, 1, 1);
    }
    for (int i = 0; i < 12; i++) {  /* second functions, hidden */
        GtkWidget *k = key(science[i + 1], "function");
        gtk_widget_set_visible(k, FALSE);
        gtk_grid_attach(GTK_GRID(sci), k, (i + 1) % 6, (i + 1) / 6, 1, 1);
    }
    gtk_grid_attach(GTK_GRID(keypad), sci, 0, 0, 1, 1);
    gtk_grid_attach(GTK_GRID(keypad), bas, 0, 1, 1, 1);
    gtk_grid_attach(GTK_GRID(body), readout, 0, 0, 1, 1);
    gtk_grid_attach(GTK_GRID(body), keypad, 0, 2, 1, 1);
    gtk_window_set_child(GTK_WINDOW(w), body);
    gtk_window_present(GTK_WINDOW(w));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.calculatorbrain.WindowInC", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
