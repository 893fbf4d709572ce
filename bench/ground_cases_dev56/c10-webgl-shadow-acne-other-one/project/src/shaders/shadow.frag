#version 300 es
precision highp float;
precision highp sampler2DShadow;

in vec3 vWorldPos;
in vec3 vNormal;
in vec4 vLightSpacePos;
in vec2 vUv;

uniform sampler2D uAlbedo;
uniform sampler2DShadow uShadowMap;
uniform vec3 uLightDir;      // direction the light travels, normalized
uniform vec3 uLightColor;
uniform vec3 uAmbient;
uniform float uBias;
uniform float uShadowMapSize;

out vec4 fragColor;

float shadowFactor(vec3 n, vec3 l) {
    vec3 proj = vLightSpacePos.xyz / vLightSpacePos.w;
    proj = proj * 0.5 + 0.5;
    if (proj.z > 1.0) return 1.0;
    float bias = uBias;
    float texel = 1.0 / uShadowMapSize;
    float sum = 0.0;
    for (int x = -1; x <= 1; ++x) {
        for (int y = -1; y <= 1; ++y) {
            sum += texture(uShadowMap, vec3(proj.xy + vec2(x, y) * texel, proj.z - bias));
        }
    }
    return sum / 9.0;
}

void main() {
    vec3 n = normalize(vNormal);
    vec3 l = normalize(-uLightDir);
    vec3 albedo = texture(uAlbedo, vUv).rgb;
    float diffuse = max(dot(n, l), 0.0);
    float shadow = shadowFactor(n, l);
    vec3 color = albedo * (uAmbient + uLightColor * diffuse * shadow);
    fragColor = vec4(color, 1.0);
}
