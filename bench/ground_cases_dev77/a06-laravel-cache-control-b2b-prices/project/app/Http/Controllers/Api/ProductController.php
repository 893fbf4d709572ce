<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Product;
use App\Services\PriceResolver;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ProductController extends Controller
{
    public function __construct(private PriceResolver $prices)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $products = Product::query()
            ->where('active', true)
            ->orderBy('name')
            ->paginate(48);

        $customer = $request->user('sanctum')?->customer;

        return response()->json([
            'data' => $products->getCollection()->map(fn (Product $p) => [
                'id' => $p->id,
                'sku' => $p->sku,
                'name' => $p->name,
                'price' => $this->prices->for($p, $customer),
            ]),
            'meta' => ['page' => $products->currentPage(), 'last_page' => $products->lastPage()],
        ]);
    }

    public function show(Request $request, Product $product): JsonResponse
    {
        $customer = $request->user('sanctum')?->customer;

        return response()->json([
            'id' => $product->id,
            'sku' => $product->sku,
            'name' => $product->name,
            'description' => $product->description,
            'price' => $this->prices->for($product, $customer),
        ]);
    }

    public function update(Request $request, Product $product): JsonResponse
    {
        $data = $request->validate([
            'name' => ['sometimes', 'string', 'max:200'],
            'price_cents' => ['sometimes', 'integer', 'min:0'],
            'active' => ['sometimes', 'boolean'],
        ]);
        $product->update($data);

        return response()->json(['id' => $product->id]);
    }
}
