<?php

namespace App\Http\Controllers;

use App\Models\Product;

class ProductController extends Controller
{
    public function show(Product $product)
    {
        $product->load('variants');
        $selected = $product->variants->firstWhere('id', (int) request('variant')) ?? $product->variants->first();

        return view('products.show', [
            'product' => $product,
            'inStock' => $product->isInStock(),
            'selectedInStock' => $selected ? $selected->stock > 0 : $product->isInStock(),
            'variants' => $product->variants->map(fn ($v) => [
                'id' => $v->id,
                'label' => $v->label(),
                'inStock' => $v->stock > 0,
            ]),
        ]);
    }
}
