<?php

namespace App\Http\Controllers;

use App\Models\Attachment;
use App\Services\StorageQuota;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class UploadController extends Controller
{
    public function __construct(private StorageQuota $quota)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $request->validate(['file' => 'required|file|max:512000']);
        $file = $request->file('file');
        $user = $request->user();

        if (! $this->quota->canStore($user, $file->getSize())) {
            return response()->json(['message' => '存储空间不足'], 422);
        }

        $path = $file->store('uploads/'.$user->id, 'public');
        $row = Attachment::create([
            'user_id' => $user->id,
            'path' => $path,
            'original_name' => $file->getClientOriginalName(),
            'size_kb' => (int) ceil($file->getSize() / 1024),
            'mime' => $file->getMimeType(),
        ]);

        return response()->json(['id' => $row->id, 'path' => $path], 201);
    }
}
