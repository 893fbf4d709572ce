#version 330
// Sprite outline: draws outlineColor where the sprite is transparent but a neighbour is not.
// texelSize is 1/size of the sprite's texture (set per sprite by World_DrawEnemies), so the
// outline is measured in sprite texels, not screen pixels. Sprites need at least `thickness`
// px of transparent padding in the atlas or the outline is clipped at the quad's edge.
in vec2 fragTexCoord;
in vec4 fragColor;
uniform sampler2D texture0;
uniform vec2 texelSize;
uniform vec4 outlineColor;
uniform float thickness;   // in texels of the sprite
out vec4 finalColor;

void main()
{
    vec4 c = texture(texture0, fragTexCoord);
    float a = 0.0;
    vec2 d = texelSize * thickness;
    a = max(a, texture(texture0, fragTexCoord + vec2(d.x, 0.0)).a);
    a = max(a, texture(texture0, fragTexCoord - vec2(d.x, 0.0)).a);
    a = max(a, texture(texture0, fragTexCoord + vec2(0.0, d.y)).a);
    a = max(a, texture(texture0, fragTexCoord - vec2(0.0, d.y)).a);
    a = max(a, texture(texture0, fragTexCoord + d).a);
    a = max(a, texture(texture0, fragTexCoord - d).a);
    if (c.a < 0.1 && a > 0.1) {
        finalColor = outlineColor;
    } else {
        finalColor = c * fragColor;
    }
}
