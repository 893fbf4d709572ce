// Post-processing chain: bright-pass -> separable gaussian blur (ping-pong) -> composite.
#include "postfx.h"
#include "raylib.h"
#include "rlgl.h"

static Shader extractShader, blurShader, compositeShader;
static int blurDirLoc, blurTexelLoc, thresholdLoc, bloomTexLoc, intensityLoc;
static RenderTexture2D sceneRT, brightRT, pingRT, pongRT;
static int screenW, screenH;

void PostFX_Init(int width, int height)
{
    screenW = width;
    screenH = height;
    extractShader = LoadShader(0, "shaders/bloom_extract.fs");
    blurShader = LoadShader(0, "shaders/blur.fs");
    compositeShader = LoadShader(0, "shaders/composite.fs");
    thresholdLoc = GetShaderLocation(extractShader, "threshold");
    blurDirLoc = GetShaderLocation(blurShader, "direction");
    blurTexelLoc = GetShaderLocation(blurShader, "texelSize");
    bloomTexLoc = GetShaderLocation(compositeShader, "bloomTex");
    intensityLoc = GetShaderLocation(compositeShader, "intensity");

    sceneRT = LoadRenderTexture(width, height);
    // Bloom is blurred at half resolution: 1/4 of the fill cost, the upsample in composite.fs hides it.
    brightRT = LoadRenderTexture(width / 2, height / 2);
    pingRT = LoadRenderTexture(width / 2, height / 2);
    pongRT = LoadRenderTexture(width / 2, height / 2);
    SetTextureFilter(brightRT.texture, TEXTURE_FILTER_BILINEAR);
    SetTextureFilter(pingRT.texture, TEXTURE_FILTER_BILINEAR);
    SetTextureFilter(pingRT.texture, TEXTURE_FILTER_BILINEAR);
}

RenderTexture2D PostFX_SceneTarget(void) { return sceneRT; }

static void Blit(RenderTexture2D dst, Texture2D src, Shader sh)
{
    BeginTextureMode(dst);
    BeginShaderMode(sh);
    DrawTexturePro(src, (Rectangle){0, 0, (float)src.width, (float)-src.height},
                   (Rectangle){0, 0, (float)dst.texture.width, (float)dst.texture.height}, (Vector2){0, 0}, 0.0f, WHITE);
    EndShaderMode();
    EndTextureMode();
}

void PostFX_Apply(const PostFXSettings *s)
{
    SetShaderValue(extractShader, thresholdLoc, &s->threshold, SHADER_UNIFORM_FLOAT);
    Blit(brightRT, sceneRT.texture, extractShader);

    float texel[2] = { 1.0f / (float)screenW, 1.0f / (float)screenH };
    SetShaderValue(blurShader, blurTexelLoc, texel, SHADER_UNIFORM_VEC2);
    Texture2D src = brightRT.texture;
    for (int i = 0; i < s->blurPasses; i++) {
        float h[2] = { 1.0f, 0.0f }, v[2] = { 0.0f, 1.0f };
        SetShaderValue(blurShader, blurDirLoc, h, SHADER_UNIFORM_VEC2);
        Blit(pingRT, src, blurShader);
        SetShaderValue(blurShader, blurDirLoc, v, SHADER_UNIFORM_VEC2);
        Blit(pongRT, pingRT.texture, blurShader);
        src = pongRT.texture;
    }

    BeginShaderMode(compositeShader);
    SetShaderValueTexture(compositeShader, bloomTexLoc, pongRT.texture);
    SetShaderValue(compositeShader, intensityLoc, &s->intensity, SHADER_UNIFORM_FLOAT);
    DrawTextureRec(sceneRT.texture, (Rectangle){0, 0, (float)screenW, (float)-screenH}, (Vector2){0, 0}, WHITE);
    EndShaderMode();
}

void PostFX_Unload(void)
{
    UnloadRenderTexture(sceneRT); UnloadRenderTexture(brightRT);
    UnloadRenderTexture(pingRT); UnloadRenderTexture(pongRT);
    UnloadShader(extractShader); UnloadShader(blurShader); UnloadShader(compositeShader);
}
