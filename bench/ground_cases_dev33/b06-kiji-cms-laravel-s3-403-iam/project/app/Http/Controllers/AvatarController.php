<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

class AvatarController extends Controller
{
    /**
     * プロフィール画像のアップロード。S3 の avatars/YYYY/MM/ に保存して URL を返す。
     */
    public function store(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'avatar' => ['required', 'image', 'mimes:jpeg,png,webp', 'max:5120'],
        ]);

        $user = $request->user();
        $dir = 'avatars/' . now()->format('Y/m');
        $name = Str::uuid()->toString() . '.' . $validated['avatar']->extension();

        try {
            $path = Storage::disk('s3')->putFileAs($dir, $validated['avatar'], $name);
        } catch (\Throwable $e) {
            Log::error('avatar upload failed', ['user_id' => $user->id, 'error' => $e->getMessage()]);
            return response()->json(['message' => 'アップロードに失敗しました'], 500);
        }

        if ($user->avatar_path) {
            Storage::disk('s3')->delete($user->avatar_path);
        }
        $user->forceFill(['avatar_path' => $path])->save();

        return response()->json([
            'path' => $path,
            'url' => Storage::disk('s3')->url($path),
        ], 201);
    }

    public function destroy(Request $request): JsonResponse
    {
        $user = $request->user();
        if ($user->avatar_path) {
            Storage::disk('s3')->delete($user->avatar_path);
            $user->forceFill(['avatar_path' => null])->save();
        }

        return response()->json(null, 204);
    }
}
