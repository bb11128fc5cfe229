// A plain copy of 16-byte vectors: the bandwidth every operator is measured against (dmlscope-bench).
#version 450
layout(local_size_x_id = 0) in;
layout(std430, set = 0, binding = 0) readonly buffer Source { uvec4 source[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Destination { uvec4 destination[]; };
layout(push_constant) uniform Count { uint vectors; } C;

void main() {
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint i = gl_GlobalInvocationID.x; i < C.vectors; i += stride) destination[i] = source[i];
}
