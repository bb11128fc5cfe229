# The Qt GUI (windows, widgets, models, undo commands, figures and the `render` command), included by
# app/CMakeLists.txt; app/main.cpp reaches it through gui_entry.h.

add_library(dmlscope_gui STATIC
  gui_entry.cpp
  models/element_text.cpp
  models/operator_form.cpp
  models/descriptor_follow.cpp
  models/session_document.cpp
  models/run_outcome.cpp
  models/backend_catalogue.cpp
  models/run_controller.cpp
  models/mapping_content.cpp
  models/tensor_table_model.cpp
  models/diagnostic_list_model.cpp
  models/example_catalogue.cpp
  undo/session_commands.cpp
  widgets/number_edit.cpp
  widgets/array_editor.cpp
  widgets/count_field.cpp
  widgets/field_marks.cpp
  widgets/tensor_desc_editor.cpp
  widgets/descriptor_editor.cpp
  widgets/tensor_editor.cpp
  widgets/mapping_theme.cpp
  widgets/mapping_layout.cpp
  widgets/mapping_painter.cpp
  widgets/mapping_view.cpp
  figures/figure.cpp
  figures/render_command.cpp
  windows/export_figure_dialog.cpp
  windows/main_window.cpp
)
target_include_directories(dmlscope_gui PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_compile_definitions(dmlscope_gui PRIVATE DMLSCOPE_VERSION="${PROJECT_VERSION}")
target_link_libraries(dmlscope_gui
  PUBLIC dmlscope::core Qt6::Widgets Qt6::Svg Qt6::Concurrent
  PRIVATE dmlscope_warnings)
set_target_properties(dmlscope_gui PROPERTIES AUTOMOC ON)

# The Vulkan backend is optional in core; the backend chooser lists Vulkan devices only when it is built.
get_target_property(_dmlscope_core_sources dmlscope_core SOURCES)
if(TARGET dmlscope_vulkan OR "${_dmlscope_core_sources}" MATCHES "vulkan/")
  target_compile_definitions(dmlscope_gui PRIVATE DMLSCOPE_GUI_HAVE_VULKAN=1)
endif()

# The reference-page examples, listed in the Examples menu by their "title".
file(GLOB _dmlscope_example_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/examples/*.json)
if(_dmlscope_example_files)
  qt_add_resources(dmlscope_gui dmlscope_examples
    PREFIX /examples
    BASE ${PROJECT_SOURCE_DIR}/resources/examples
    FILES ${_dmlscope_example_files})
endif()
# The application icon: the one the desktop entry installs, so the window and the menu show the same.
set(_dmlscope_icon ${PROJECT_SOURCE_DIR}/resources/desktop/dmlscope.svg)
if(EXISTS ${_dmlscope_icon})
  set_source_files_properties(${_dmlscope_icon} PROPERTIES QT_RESOURCE_ALIAS dmlscope.svg)
  qt_add_resources(dmlscope_gui dmlscope_icons PREFIX /icons FILES ${_dmlscope_icon})
endif()
