<?php

namespace App\Http\Controllers;

use App\Models\Product;
use Illuminate\Http\Request;

class SearchController extends Controller
{
    public function __invoke(Request $request)
    {
        $validated = $request->validate([
            'q' => ['nullable', 'string', 'max:100'],
            'page' => ['nullable', 'integer', 'min:1'],
            'category' => ['nullable', 'integer'],
            'sort' => ['nullable', 'in:new,price_asc,price_desc'],
        ]);

        [$sortField, $sortDir] = match ($validated['sort'] ?? 'new') {
            'price_asc' => ['price', 'asc'],
            'price_desc' => ['price', 'desc'],
            default => ['created_at', 'desc'],
        };

        $products = Product::search($validated['q'] ?? '')
            ->when($validated['category'] ?? null, fn ($s, $c) => $s->where('category_id', (int) $c))
            ->orderBy($sortField, $sortDir)
            ->paginate(30)
            ->withQueryString();

        return view('search.index', [
            'products' => $products,
            'q' => $validated['q'] ?? '',
        ]);
    }
}
