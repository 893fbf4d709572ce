#version 330
// 9-tap separable gaussian. direction is (1,0) or (0,1); texelSize is 1/size of the SOURCE texture.
// The taps are spaced 1.5 texels apart: with bilinear filtering each tap averages two texels,
// so the kernel covers ~13 texels each way for the cost of 9 samples. Three H+V passes give a
// wide, soft glow. Weights are the normalised binomial row for sigma ~ 2.
//
// Used by postfx.c for the ping-pong passes; the output alpha is always 1.
// If the glow looks too tight, raise the step factor below (1.5) before adding passes:
// a larger step is free, another pass costs two full-target draws.
// Keep the weights summing to 1 (center + 2 * the rest) or the bloom brightens each pass.
// Tested on: Steam Deck (RDNA2, Mesa), GTX 1060, Intel UHD 620.
in vec2 fragTexCoord;
in vec4 fragColor;
uniform sampler2D texture0;
uniform vec2 direction;
uniform vec2 texelSize;
out vec4 finalColor;

const float weights[5] = float[](0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216);

void main()
{
    vec2 step = direction * texelSize * 1.5;
    vec3 sum = texture(texture0, fragTexCoord).rgb * weights[0];
    for (int i = 1; i < 5; i++) {
        sum += texture(texture0, fragTexCoord + step * float(i)).rgb * weights[i];
        sum += texture(texture0, fragTexCoord - step * float(i)).rgb * weights[i];
    }
    finalColor = vec4(sum, 1.0);
}
