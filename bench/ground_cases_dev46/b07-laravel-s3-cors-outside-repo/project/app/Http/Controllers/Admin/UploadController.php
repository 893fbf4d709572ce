<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\ProductImage;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

class UploadController extends Controller
{
    private const ALLOWED = ['image/jpeg', 'image/png', 'image/webp'];

    /** Presigned PUT URL so the browser uploads straight to S3. */
    public function presign(Request $request): JsonResponse
    {
        $data = $request->validate([
            'product_id' => ['required', 'integer', 'exists:products,id'],
            'content_type' => ['required', 'in:' . implode(',', self::ALLOWED)],
        ]);

        $ext = Str::after($data['content_type'], 'image/');
        $key = sprintf('products/%d/%s.%s', $data['product_id'], Str::uuid(), $ext);

        ['url' => $url, 'headers' => $headers] = Storage::disk('s3')->temporaryUploadUrl(
            $key,
            now()->addMinutes(10),
            ['ContentType' => $data['content_type']],
        );

        return response()->json(['url' => $url, 'headers' => $headers, 'key' => $key]);
    }

    /** Called by the SPA after the PUT succeeded. */
    public function complete(Request $request): JsonResponse
    {
        $data = $request->validate([
            'product_id' => ['required', 'integer', 'exists:products,id'],
            'key' => ['required', 'string', 'starts_with:products/'],
        ]);

        $image = ProductImage::create([
            'product_id' => $data['product_id'],
            'path' => $data['key'],
        ]);

        return response()->json($image, 201);
    }
}
