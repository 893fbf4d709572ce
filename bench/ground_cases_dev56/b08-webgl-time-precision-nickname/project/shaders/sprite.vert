attribute vec2 aPos;
attribute vec2 aUv;
attribute float aDepth;

uniform mat3 uView;

varying vec2 vUv;
varying float vDepth;

void main() {
    vec3 p = uView * vec3(aPos, 1.0);
    vUv = aUv;
    vDepth = aDepth;
    gl_Position = vec4(p.xy, 0.0, 1.0);
}
