#include "raylib.h"
#include "postfx.h"
#include "world.h"

int main(void)
{
    SetConfigFlags(FLAG_VSYNC_HINT | FLAG_WINDOW_HIGHDPI);
    InitWindow(1280, 800, "Neon Rift");
    PostFX_Init(GetScreenWidth(), GetScreenHeight());
    World *world = World_Load("levels/district_03.json");
    Shader outline = LoadShader(0, "shaders/outline.fs");
    float outlineThickness = 2.0f;
    SetShaderValue(outline, GetShaderLocation(outline, "thickness"), &outlineThickness, SHADER_UNIFORM_FLOAT);
    PostFXSettings fx = { .threshold = 0.72f, .intensity = 0.9f, .blurPasses = 3 };

    while (!WindowShouldClose()) {
        float dt = GetFrameTime();
        World_Update(world, dt);

        BeginTextureMode(PostFX_SceneTarget());
        ClearBackground((Color){ 6, 4, 18, 255 });
        World_DrawBackground(world);
        BeginShaderMode(outline);
        World_DrawEnemies(world);
        EndShaderMode();
        World_DrawPlayer(world);
        EndTextureMode();

        BeginDrawing();
        PostFX_Apply(&fx);
        World_DrawHud(world);
        DrawFPS(8, 8);
        EndDrawing();
    }

    UnloadShader(outline);
    PostFX_Unload();
    World_Unload(world);
    CloseWindow();
    return 0;
}
