#version 300 es
precision highp float;

in vec2 vUv;

uniform sampler2D uScene;
uniform sampler2D uDepth;
uniform vec3 uFogColor;
uniform float uFogDensity;
uniform float uNear;
uniform float uFar;

out vec4 fragColor;

float linearDepth(float d) {
    float z = d * 2.0 - 1.0;
    return (2.0 * uNear * uFar) / (uFar + uNear - z * (uFar - uNear));
}

void main() {
    vec3 scene = texture(uScene, vUv).rgb;
    float depth = linearDepth(texture(uDepth, vUv).r);
    float fog = 1.0 - exp(-pow(depth * uFogDensity, 2.0));
    // 8x8-ish interleaved gradient noise to break up the remaining bands
    float dither = fract(52.9829189 * fract(dot(gl_FragCoord.xy, vec2(0.06711056, 0.00583715)))) / 255.0;
    fragColor = vec4(mix(scene, uFogColor, clamp(fog, 0.0, 1.0)) + dither, 1.0);
}
