#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform sampler2D uTex;
uniform sampler2D uNoise;
uniform float uTime;
uniform vec3 uHotColor;
uniform vec3 uCoolColor;

varying vec2 vUv;

float fbm(vec2 p) {
    float v = 0.0;
    float a = 0.5;
    for (int i = 0; i < 4; i++) {
        v += a * texture2D(uNoise, p).r;
        p *= 2.03;
        a *= 0.5;
    }
    return v;
}

void main() {
    vec2 flow = vec2(uTime * 0.02, uTime * -0.035);
    float heat = fbm(vUv * 3.0 + flow);
    heat = smoothstep(0.35, 0.75, heat + sin(uTime * 1.7) * 0.05);
    vec3 color = mix(uCoolColor, uHotColor, heat);
    vec4 rock = texture2D(uTex, vUv);
    gl_FragColor = vec4(mix(rock.rgb, color, 0.8 * rock.a), 1.0);
}
