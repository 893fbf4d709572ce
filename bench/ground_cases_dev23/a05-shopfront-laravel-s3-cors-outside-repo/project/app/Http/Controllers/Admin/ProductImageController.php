<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\StoreProductImageRequest;
use App\Models\Product;
use App\Models\ProductImage;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Storage;

class ProductImageController extends Controller
{
    private const URL_TTL_MINUTES = 10;

    public function index(Product $product): JsonResponse
    {
        $images = $product->images()
            ->orderBy('position')
            ->orderBy('id')
            ->get()
            ->map(fn (ProductImage $image) => $this->present($image));

        return response()->json($images);
    }

    public function store(StoreProductImageRequest $request, Product $product): JsonResponse
    {
        $path = $request->file('image')->store("products/{$product->id}", 'media');

        $image = $product->images()->create([
            'path' => $path,
            'position' => $product->images()->max('position') + 1,
            'alt' => $request->string('alt')->toString(),
        ]);

        return response()->json($this->present($image), 201);
    }

    public function destroy(Product $product, ProductImage $image): JsonResponse
    {
        abort_unless($image->product_id === $product->id, 404);
        Storage::disk('media')->delete($image->path);
        $image->delete();

        return response()->json(null, 204);
    }

    private function present(ProductImage $image): array
    {
        return [
            'id' => $image->id,
            'position' => $image->position,
            'alt' => $image->alt,
            'url' => Storage::disk('media')->temporaryUrl($image->path, now()->addMinutes(self::URL_TTL_MINUTES)),
        ];
    }
}
