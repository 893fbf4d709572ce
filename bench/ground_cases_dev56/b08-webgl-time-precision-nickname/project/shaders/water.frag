#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform sampler2D uTex;
uniform sampler2D uNoise;
uniform float uTime;
uniform vec2 uResolution;
uniform vec3 uDeepColor;
uniform vec3 uShallowColor;

varying vec2 vUv;
varying float vDepth;

float waves(vec2 uv, float t) {
    float w = sin(uv.x * 40.0 + t * 2.0) * 0.5;
    w += sin(uv.y * 27.0 - t * 1.3) * 0.3;
    w += sin((uv.x + uv.y) * 61.0 + t * 3.1) * 0.2;
    return w;
}

void main() {
    vec2 uv = vUv;
    float w = waves(uv, uTime);
    vec2 distort = vec2(w, texture2D(uNoise, uv * 4.0 + uTime * 0.05).r - 0.5) * 0.004;
    vec4 base = texture2D(uTex, uv + distort);

    float depth = clamp(vDepth, 0.0, 1.0);
    vec3 water = mix(uShallowColor, uDeepColor, depth);
    float caustic = pow(max(w, 0.0), 3.0) * (1.0 - depth);

    vec3 color = mix(base.rgb, water, 0.55) + caustic * 0.35;
    gl_FragColor = vec4(color, 1.0);
}
