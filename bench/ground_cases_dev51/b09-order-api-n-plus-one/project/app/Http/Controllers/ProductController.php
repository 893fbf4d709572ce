<?php

namespace App\Http\Controllers;

use App\Models\Product;
use Illuminate\Http\Request;

class ProductController extends Controller
{
    public function index(Request $request)
    {
        $products = Product::query()
            ->with('category')
            ->when($request->integer('category'), fn ($q, $categoryId) => $q->where('category_id', $categoryId))
            ->where('stock', '>', 0)
            ->orderBy('name')
            ->paginate(50);

        return response()->json($products->through(fn (Product $p) => [
            'id' => $p->id,
            'name' => $p->name,
            'price' => $p->price,
            'category' => $p->category?->name,
            'stock' => $p->stock,
        ]));
    }

    public function show(Product $product)
    {
        $product->load('category');

        return response()->json([
            'id' => $product->id,
            'name' => $product->name,
            'price' => $product->price,
            'category' => $product->category?->name,
            'stock' => $product->stock,
        ]);
    }
}
