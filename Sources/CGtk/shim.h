// What Swift cannot import from GTK 4 directly: variadic functions and cast macros.
#ifndef CALCULATOR_BRAIN_CGTK_SHIM_H
#define CALCULATOR_BRAIN_CGTK_SHIM_H

#include <glib-unix.h>
#include <gtk/gtk.h>
#include <cairo-svg.h>
#include <malloc.h>

/// mallopt's M_ARENA_MAX is a macro Swift does not import with the function.
static inline void cgtk_use_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }

/// g_signal_connect is a macro over g_signal_connect_data.
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// An expression whose value, for each item of a list, is the string `text` makes of it (and
/// `data`): a drop-down's search reads it. The returned string is the expression's to free.
typedef char *(*CGtkItemText)(GObject *item, gpointer data);
static inline GtkExpression *cgtk_item_text_expression(CGtkItemText text, gpointer data,
                                                       GClosureNotify release) {
    return gtk_cclosure_expression_new(G_TYPE_STRING, NULL, 0, NULL, G_CALLBACK(text), data,
                                       release);
}

/// gtk_accessible_update_property is variadic.
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
}

/// g_variant_get ("s") is variadic; this is its one use here.
static inline const char *cgtk_variant_string(GVariant *variant) {
    return variant != NULL && g_variant_is_of_type(variant, G_VARIANT_TYPE_STRING)
        ? g_variant_get_string(variant, NULL) : NULL;
}

/// G_VARIANT_TYPE_STRING is a cast macro.
static inline const GVariantType *cgtk_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

/// g_object_set and g_object_get are variadic.
static inline void cgtk_settings_set_prefer_dark(gboolean prefers_dark) {
    g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", prefers_dark,
                 NULL);
}

static inline gboolean cgtk_settings_prefers_dark(void) {
    gboolean prefers_dark = FALSE;
    g_object_get(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", &prefers_dark,
                 NULL);
    return prefers_dark;
}

/// A row of the shortcuts window (g_object_new is variadic).
static inline GObject *cgtk_shortcuts_shortcut_new(const char *title, const char *accelerator) {
    return g_object_new(GTK_TYPE_SHORTCUTS_SHORTCUT, "title", title, "accelerator", accelerator,
                        NULL);
}

/// A shortcuts group's title, a copy for the caller to free.
static inline char *cgtk_shortcuts_group_dup_title(GObject *group) {
    char *title = NULL;
    g_object_get(group, "title", &title, NULL);
    return title;
}

static inline GObject *cgtk_shortcuts_section_new(const char *name, const char *title) {
    return g_object_new(GTK_TYPE_SHORTCUTS_SECTION, "section-name", name, "title", title, NULL);
}

static inline GObject *cgtk_shortcuts_group_new(const char *title) {
    return g_object_new(GTK_TYPE_SHORTCUTS_GROUP, "title", title, NULL);
}

/// Adds a child as a GtkBuilder file's <child> does: GTK 4.8 has no other way to put a shortcut
/// in a shortcuts group (gtk_shortcuts_group_add_shortcut is 4.14's), and a section added this
/// way is indexed for the shortcuts window's search.
static inline void cgtk_buildable_add_child(GObject *parent, GtkBuilder *builder, GObject *child) {
    GTK_BUILDABLE_GET_IFACE(parent)->add_child(GTK_BUILDABLE(parent), builder, child, NULL);
}

#endif
