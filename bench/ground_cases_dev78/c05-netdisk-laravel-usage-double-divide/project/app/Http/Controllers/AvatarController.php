<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class AvatarController extends Controller
{
    public function update(Request $request): JsonResponse
    {
        $request->validate(['avatar' => 'required|image|max:2048']);
        $user = $request->user();
        $path = $request->file('avatar')->store('uploads/avatars', 'public');
        $user->forceFill(['avatar_path' => $path])->save();

        return response()->json(['avatar_url' => asset('storage/'.$path)]);
    }
}
