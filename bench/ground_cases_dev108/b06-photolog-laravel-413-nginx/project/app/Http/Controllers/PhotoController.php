<?php

namespace App\Http\Controllers;

use App\Services\ImageResizer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class PhotoController extends Controller
{
    public function __construct(private ImageResizer $resizer)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'photo' => 'required|image|max:' . config('uploads.max_kb'),
            'caption' => 'nullable|string|max:140',
        ]);

        $file = $validated['photo'];
        $path = $file->store('photos/original', 'public');
        $thumb = $this->resizer->thumbnail(Storage::disk('public')->path($path), 480);

        return response()->json([
            'path' => $path,
            'thumb' => $thumb,
            'caption' => $validated['caption'] ?? null,
        ], 201);
    }

    public function destroy(string $name): JsonResponse
    {
        Storage::disk('public')->delete(['photos/original/' . $name, 'photos/thumb/' . $name]);

        return response()->json(null, 204);
    }
}
