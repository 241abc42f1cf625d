// GTK, loaded when the window is first built instead of at start-up: `--expression`, `--data`
// and the search provider draw nothing, and GTK with what it brings (cairo, Pango, HarfBuzz,
// fontconfig, the X and Wayland clients, image codecs: 53 libraries) took most of a
// headless run's time in the loader. The binary does not link them. Each function the view
// calls is a trampoline here (lazy_loading.h) that loads GTK on the first call, which the main
// thread makes before any worker draws. A function missing from TOOLKIT_FUNCTIONS is an
// undefined symbol when the binary links. GLib, GObject and GIO stay linked: the headless
// modes use them.
#include "lazy_loading.h"

// Its dependencies (Pango, cairo) come with it, and dlsym finds their functions through it.
#define TOOLKIT_LIBRARY "libgtk-4.so.1"

#define TOOLKIT_FUNCTIONS(F) \
    F(cairo_arc) F(cairo_clip) F(cairo_create) F(cairo_destroy) F(cairo_fill)                   \
    F(cairo_image_surface_create) F(cairo_line_to) F(cairo_move_to) F(cairo_new_sub_path)       \
    F(cairo_paint) F(cairo_rectangle) F(cairo_set_line_cap) F(cairo_set_line_join)              \
    F(cairo_set_line_width) F(cairo_set_source_rgb) F(cairo_set_source_rgba)                    \
    F(cairo_status_to_string) F(cairo_stroke) F(cairo_surface_destroy) F(cairo_surface_finish)  \
    F(cairo_surface_status) F(cairo_surface_write_to_png_stream)                                \
    F(cairo_svg_surface_create_for_stream) F(gdk_clipboard_read_async)                          \
    F(gdk_clipboard_read_finish) F(gdk_clipboard_read_text_async)                               \
    F(gdk_clipboard_read_text_finish) F(gdk_clipboard_set_text) F(gdk_display_get_default)      \
    F(gdk_keyval_name) F(gdk_keyval_to_lower) F(gdk_keyval_to_unicode) F(gdk_keyval_to_upper)   \
    F(gtk_about_dialog_set_version) F(gtk_accelerator_get_label) F(gtk_accelerator_parse)       \
    F(gtk_accessible_get_type) F(gtk_accessible_reset_property)                                 \
    F(gtk_accessible_update_property) F(gtk_actionable_set_action_name)                         \
    F(gtk_adjustment_get_page_size) F(gtk_adjustment_get_upper) F(gtk_adjustment_get_value)     \
    F(gtk_adjustment_set_value) F(gtk_application_new) F(gtk_application_set_accels_for_action) \
    F(gtk_application_window_new) F(gtk_box_append) F(gtk_box_insert_child_after)               \
    F(gtk_box_new) F(gtk_box_prepend) F(gtk_box_remove) F(gtk_box_set_homogeneous)              \
    F(gtk_buildable_get_type) F(gtk_builder_add_from_file) F(gtk_builder_add_objects_from_file) \
    F(gtk_builder_get_object) F(gtk_builder_list_item_factory_new_from_bytes)                   \
    F(gtk_builder_new) F(gtk_builder_set_translation_domain) F(gtk_button_get_child)            \
    F(gtk_button_new) F(gtk_button_new_from_icon_name) F(gtk_button_new_with_label)             \
    F(gtk_button_set_label) F(gtk_cclosure_expression_new) F(gtk_css_provider_load_from_path)   \
    F(gtk_css_provider_new) F(gtk_drawing_area_new) F(gtk_drawing_area_set_draw_func)           \
    F(gtk_drop_down_get_model) F(gtk_drop_down_get_selected) F(gtk_drop_down_new)               \
    F(gtk_drop_down_set_enable_search) F(gtk_drop_down_set_expression)                          \
    F(gtk_drop_down_set_factory) F(gtk_drop_down_set_model) F(gtk_drop_down_set_selected)       \
    F(gtk_editable_get_position) F(gtk_editable_get_selection_bounds) F(gtk_editable_get_text)  \
    F(gtk_editable_get_type) F(gtk_editable_select_region) F(gtk_editable_set_alignment)        \
    F(gtk_editable_set_text) F(gtk_editable_set_width_chars)                                    \
    F(gtk_entry_grab_focus_without_selecting) F(gtk_entry_new) F(gtk_entry_set_alignment)       \
    F(gtk_entry_set_has_frame) F(gtk_entry_set_max_length) F(gtk_entry_set_placeholder_text)    \
    F(gtk_event_controller_key_new) F(gtk_event_controller_motion_new)                          \
    F(gtk_event_controller_scroll_new) F(gtk_event_controller_set_propagation_phase)            \
    F(gtk_expression_unref) F(gtk_file_chooser_add_filter) F(gtk_file_chooser_get_file)         \
    F(gtk_file_chooser_native_new) F(gtk_file_chooser_set_current_name)                         \
    F(gtk_file_filter_add_pattern) F(gtk_file_filter_new) F(gtk_file_filter_set_name)           \
    F(gtk_gesture_click_new) F(gtk_gesture_drag_new) F(gtk_gesture_get_bounding_box_center)     \
    F(gtk_gesture_single_set_button) F(gtk_gesture_zoom_new) F(gtk_grid_attach)                 \
    F(gtk_grid_layout_child_set_column) F(gtk_grid_layout_child_set_column_span)                \
    F(gtk_grid_layout_child_set_row) F(gtk_grid_layout_child_set_row_span) F(gtk_grid_new)      \
    F(gtk_grid_query_child) F(gtk_grid_remove) F(gtk_grid_set_column_homogeneous)               \
    F(gtk_grid_set_column_spacing) F(gtk_grid_set_row_homogeneous) F(gtk_grid_set_row_spacing)  \
    F(gtk_icon_theme_add_search_path) F(gtk_icon_theme_get_for_display)                         \
    F(gtk_icon_theme_has_icon) F(gtk_init_check) F(gtk_label_new) F(gtk_label_set_ellipsize)    \
    F(gtk_label_set_justify) F(gtk_label_set_lines) F(gtk_label_set_selectable)                 \
    F(gtk_label_set_text) F(gtk_label_set_width_chars) F(gtk_label_set_wrap)                    \
    F(gtk_label_set_wrap_mode) F(gtk_label_set_xalign) F(gtk_layout_manager_get_layout_child)   \
    F(gtk_list_box_get_row_at_y) F(gtk_list_box_insert) F(gtk_list_box_new)                     \
    F(gtk_list_box_remove) F(gtk_list_box_row_get_index) F(gtk_list_box_row_new)                \
    F(gtk_list_box_row_set_activatable) F(gtk_list_box_row_set_child)                           \
    F(gtk_list_box_set_selection_mode) F(gtk_menu_button_new)                                   \
    F(gtk_menu_button_set_create_popup_func) F(gtk_menu_button_set_icon_name)                   \
    F(gtk_menu_button_set_menu_model) F(gtk_menu_button_set_popover) F(gtk_named_action_new)    \
    F(gtk_native_dialog_set_modal) F(gtk_native_dialog_show) F(gtk_overlay_add_overlay)         \
    F(gtk_overlay_new) F(gtk_overlay_set_child) F(gtk_popover_get_type)                         \
    F(gtk_popover_menu_new_from_model) F(gtk_popover_menu_set_menu_model) F(gtk_popover_new)    \
    F(gtk_popover_popdown) F(gtk_popover_popup) F(gtk_popover_set_child)                        \
    F(gtk_popover_set_has_arrow) F(gtk_popover_set_pointing_to) F(gtk_root_get_focus)           \
    F(gtk_scrolled_window_get_vadjustment) F(gtk_scrolled_window_new)                           \
    F(gtk_scrolled_window_set_child) F(gtk_scrolled_window_set_max_content_height)              \
    F(gtk_scrolled_window_set_min_content_height) F(gtk_scrolled_window_set_policy)             \
    F(gtk_scrolled_window_set_propagate_natural_height) F(gtk_search_entry_get_type)            \
    F(gtk_settings_get_default) F(gtk_shortcut_controller_add_shortcut)                         \
    F(gtk_shortcut_controller_new) F(gtk_shortcut_new) F(gtk_shortcut_trigger_parse_string)     \
    F(gtk_shortcuts_group_get_type) F(gtk_shortcuts_section_get_type)                           \
    F(gtk_shortcuts_shortcut_get_type) F(gtk_spin_button_get_value_as_int)                      \
    F(gtk_spin_button_new_with_range) F(gtk_spin_button_set_value) F(gtk_spinner_new)           \
    F(gtk_spinner_set_spinning) F(gtk_string_list_get_string) F(gtk_string_list_new)            \
    F(gtk_string_object_get_string) F(gtk_style_context_add_provider_for_display)               \
    F(gtk_style_context_get_color) F(gtk_switch_get_active) F(gtk_switch_set_active)            \
    F(gtk_text_buffer_set_text) F(gtk_text_get_type) F(gtk_text_view_get_buffer)                \
    F(gtk_text_view_new) F(gtk_text_view_set_cursor_visible) F(gtk_text_view_set_editable)      \
    F(gtk_text_view_set_monospace) F(gtk_toggle_button_get_active)                              \
    F(gtk_toggle_button_get_type) F(gtk_toggle_button_new_with_label)                           \
    F(gtk_toggle_button_set_active) F(gtk_widget_activate_action_variant)                       \
    F(gtk_widget_add_controller) F(gtk_widget_add_css_class) F(gtk_widget_add_tick_callback)    \
    F(gtk_widget_child_focus) F(gtk_widget_get_ancestor) F(gtk_widget_get_clipboard)            \
    F(gtk_widget_get_first_child) F(gtk_widget_get_height) F(gtk_widget_get_layout_manager)     \
    F(gtk_widget_get_next_sibling) F(gtk_widget_get_parent) F(gtk_widget_get_root)              \
    F(gtk_widget_get_style_context) F(gtk_widget_get_tooltip_text) F(gtk_widget_get_visible)    \
    F(gtk_widget_get_width) F(gtk_widget_grab_focus) F(gtk_widget_has_focus)                    \
    F(gtk_widget_insert_after) F(gtk_widget_is_ancestor) F(gtk_widget_queue_draw)               \
    F(gtk_widget_remove_css_class) F(gtk_widget_set_can_focus) F(gtk_widget_set_focus_on_click) \
    F(gtk_widget_set_focusable) F(gtk_widget_set_halign) F(gtk_widget_set_hexpand)              \
    F(gtk_widget_set_margin_bottom) F(gtk_widget_set_margin_end) F(gtk_widget_set_margin_start) \
    F(gtk_widget_set_margin_top) F(gtk_widget_set_parent) F(gtk_widget_set_sensitive)           \
    F(gtk_widget_set_size_request) F(gtk_widget_set_tooltip_text) F(gtk_widget_set_valign)      \
    F(gtk_widget_set_vexpand) F(gtk_widget_set_visible) F(gtk_widget_translate_coordinates)     \
    F(gtk_widget_unparent) F(gtk_window_close) F(gtk_window_destroy)                            \
    F(gtk_window_get_default_size) F(gtk_window_get_focus_visible) F(gtk_window_present)        \
    F(gtk_window_set_child) F(gtk_window_set_default_size) F(gtk_window_set_focus_visible)      \
    F(gtk_window_set_title) F(gtk_window_set_titlebar) F(gtk_window_set_transient_for)          \
    F(pango_cairo_create_layout) F(pango_cairo_show_layout) F(pango_font_description_free)      \
    F(pango_font_description_from_string) F(pango_layout_get_pixel_size)                        \
    F(pango_layout_set_font_description) F(pango_layout_set_text)

#define SLOT(name) LAZY_SLOT(toolkit, name)
TOOLKIT_FUNCTIONS(SLOT)
LAZY_RESOLVER(toolkit)

// Global, as the linked library was: GTK's modules and GModule look its symbols up there.
#define FILL(name) LAZY_FILL(toolkit, name)
LAZY_LOADER(toolkit, TOOLKIT_LIBRARY, RTLD_NOW | RTLD_GLOBAL, TOOLKIT_FUNCTIONS, FILL, "GTK")
