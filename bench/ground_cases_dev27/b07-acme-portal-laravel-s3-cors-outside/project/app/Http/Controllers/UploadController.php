<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

class UploadController extends Controller
{
    /** 1ファイルの上限（KB） */
    private const MAX_KILOBYTES = 20480;

    private const ALLOWED_MIME = ['image/jpeg', 'image/png', 'image/webp'];

    /**
     * ブラウザから S3 に直接 PUT するための署名付きURLを発行する。
     */
    public function presign(Request $request): JsonResponse
    {
        $data = $request->validate([
            'filename' => ['required', 'string', 'max:200'],
            'content_type' => ['required', 'in:' . implode(',', self::ALLOWED_MIME)],
            'size' => ['required', 'integer', 'min:1', 'max:' . self::MAX_KILOBYTES * 1024],
        ], [
            'size.max' => 'ファイルサイズは' . intdiv(self::MAX_KILOBYTES, 1024) . 'MBまでです',
        ]);

        $ext = strtolower(pathinfo($data['filename'], PATHINFO_EXTENSION) ?: 'bin');
        $path = sprintf('users/%d/%s.%s', $request->user()->id, Str::uuid(), $ext);

        ['url' => $url, 'headers' => $headers] = Storage::disk('s3')->temporaryUploadUrl(
            $path,
            now()->addMinutes(10),
            ['ContentType' => $data['content_type']]
        );

        return response()->json([
            'upload_url' => $url,
            'headers' => $headers,
            'path' => $path,
        ]);
    }

    /**
     * S3 へのアップロード完了後に呼ばれ、写真レコードを作る。
     */
    public function complete(Request $request): JsonResponse
    {
        $data = $request->validate([
            'path' => ['required', 'string', 'starts_with:users/' . $request->user()->id . '/'],
        ]);

        if (! Storage::disk('s3')->exists($data['path'])) {
            return response()->json(['message' => 'アップロードが見つかりません'], 404);
        }

        $photo = $request->user()->photos()->create(['path' => $data['path']]);

        return response()->json([
            'id' => $photo->id,
            'url' => Storage::disk('s3')->url($data['path']),
        ], 201);
    }
}
