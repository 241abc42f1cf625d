/* The toolkit's floor for `make bench`: a GTK 4 window with one label. Built with -DUNIQUE
 * it is a single-instance application, as Calculator Brain and gnome-calculator are: it claims
 * its name on the session bus before it opens the window. Built with -DADWAITA (and
 * libadwaita-1's flags) it is the same window as a single-instance AdwApplication, to measure
 * what libadwaita would add (docs/GNOME-INTEGRATION.md). */
#ifdef ADWAITA
#include <adwaita.h>
#define UNIQUE
#define application_new adw_application_new
#define ID "io.github.calculatorbrain.BareAdwWindow"
#else
#include <gtk/gtk.h>
#define application_new gtk_application_new
#define ID "io.github.calculatorbrain.BareWindow"
#endif

#ifdef UNIQUE
#define FLAGS G_APPLICATION_DEFAULT_FLAGS
#else
#define FLAGS G_APPLICATION_NON_UNIQUE
#endif

static void activate(GtkApplication *application, gpointer data) {
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Bare GTK 4");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("0"));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *application = GTK_APPLICATION(application_new(ID, FLAGS));
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
