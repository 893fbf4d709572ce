#pragma once
#include "raylib.h"

typedef struct PostFXSettings {
    float threshold;   // luminance above which pixels bloom
    float intensity;   // how much blurred light is added back
    int blurPasses;    // ping-pong passes, each one H + V
} PostFXSettings;

void PostFX_Init(int width, int height);
RenderTexture2D PostFX_SceneTarget(void);
void PostFX_Apply(const PostFXSettings *s);
void PostFX_Unload(void);
