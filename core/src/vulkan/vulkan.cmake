# The Vulkan backend, included by core/CMakeLists.txt: host code, the volk meta-loader (libvulkan is opened
# at run time, never linked) and the shaders' SPIR-V from shaders/.

# volk is third-party C (Debian's libvulkan-volk-dev ships it as source): built on its own, without our
# warning flags.
find_file(DMLSCOPE_VOLK_SOURCE volk.c PATHS /usr/include /usr/local/include NO_DEFAULT_PATH)
if(NOT DMLSCOPE_VOLK_SOURCE)
  message(FATAL_ERROR "volk.c not found: install libvulkan-volk-dev (the Vulkan meta-loader)")
endif()
add_library(dmlscope_volk OBJECT ${DMLSCOPE_VOLK_SOURCE})
target_compile_definitions(dmlscope_volk PUBLIC VK_NO_PROTOTYPES)
target_link_libraries(dmlscope_volk PUBLIC Vulkan::Headers ${CMAKE_DL_LIBS})
set_target_properties(dmlscope_volk PROPERTIES POSITION_INDEPENDENT_CODE ON)

target_sources(dmlscope_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/vk_result.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vulkan_instance.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vulkan_device.cpp
  ${CMAKE_CURRENT_LIST_DIR}/shader_params.cpp
  ${CMAKE_CURRENT_LIST_DIR}/operator_jobs.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dispatch_plan.cpp
  ${CMAKE_CURRENT_LIST_DIR}/chunked_buffer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pipelines.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vulkan_run.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vulkan_backend.cpp
)
target_link_libraries(dmlscope_core PRIVATE dmlscope_volk dmlscope_shaders Imath::Imath)
