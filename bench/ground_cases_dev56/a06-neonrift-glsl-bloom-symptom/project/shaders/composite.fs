#version 330
in vec2 fragTexCoord;
in vec4 fragColor;
uniform sampler2D texture0;   // scene
uniform sampler2D bloomTex;
uniform float intensity;
uniform float vignette = 0.18;
out vec4 finalColor;

vec3 aces(vec3 x)
{
    const float a = 2.51, b = 0.03, c = 2.43, d = 0.59, e = 0.14;
    return clamp((x * (a * x + b)) / (x * (c * x + d) + e), 0.0, 1.0);
}

void main()
{
    vec3 scene = texture(texture0, fragTexCoord).rgb;
    vec3 bloom = texture(bloomTex, fragTexCoord).rgb;
    vec3 hdr = scene + bloom * intensity;
    vec3 col = aces(hdr);

    // soft vignette, stronger at the corners
    vec2 p = fragTexCoord * 2.0 - 1.0;
    float vig = 1.0 - vignette * dot(p, p);
    col *= clamp(vig, 0.0, 1.0);

    // tiny dither against banding in the dark sky gradient
    float n = fract(sin(dot(gl_FragCoord.xy, vec2(12.9898, 78.233))) * 43758.5453);
    col += (n - 0.5) / 255.0;

    finalColor = vec4(col, 1.0);
}
