<?php

namespace App\Http\Controllers;

use App\Http\Resources\ProductResource;
use App\Models\Product;
use Illuminate\Http\Request;

class ProductController extends Controller
{
    public function index(Request $request)
    {
        $perPage = min((int) $request->query('per_page', 20), 100);

        $products = Product::query()
            ->where('is_published', true)
            ->when($request->filled('q'), function ($query) use ($request) {
                $q = $request->query('q');
                $query->where('name', 'like', "%{$q}%")
                    ->orWhere('sku', $q);
            })
            ->with('category');

        match ($request->query('sort', 'new')) {
            'price_asc' => $products->orderBy('price'),
            'price_desc' => $products->orderByDesc('price'),
            default => $products->orderByDesc('created_at'),
        };

        $products = $products->paginate($perPage);

        return ProductResource::collection($products);
    }

    public function show(Product $product)
    {
        abort_unless($product->is_published, 404, __('messages.product_not_found'));

        return new ProductResource($product->load('category'));
    }
}
