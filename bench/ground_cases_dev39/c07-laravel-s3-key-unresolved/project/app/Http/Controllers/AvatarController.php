<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

class AvatarController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        $request->validate([
            'avatar' => ['required', 'image', 'mimes:jpg,jpeg,png,webp', 'max:4096'],
        ]);

        $user = $request->user();
        $path = 'avatars/' . $user->id . '/' . Str::uuid() . '.' . $request->file('avatar')->extension();

        try {
            Storage::disk('s3')->put($path, $request->file('avatar')->get(), 'public');
        } catch (\Throwable $e) {
            Log::error('avatar upload failed', ['user' => $user->id, 'error' => $e->getMessage()]);
            return response()->json(['message' => '上传失败，请稍后再试'], 500);
        }

        if ($user->avatar_path) {
            Storage::disk('s3')->delete($user->avatar_path);
        }
        $user->update(['avatar_path' => $path]);

        return response()->json(['url' => Storage::disk('s3')->url($path)]);
    }
}
