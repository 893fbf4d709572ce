<?php

namespace App\Http\Controllers;

use App\Models\Product;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ProductController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $perPage = min((int) $request->input('per_page', config('catalog.per_page')), 100);
        $query = Product::query()->where('active', true);

        if ($category = $request->input('category')) {
            $query->where('category_id', $category);
        }

        $sort = $request->input('sort', 'created_at desc');
        $query->orderByRaw($sort);

        return response()->json($query->paginate($perPage));
    }

    public function search(Request $request): JsonResponse
    {
        $q = $request->input('q', '');
        $like = '%' . addcslashes($q, '%_\\') . '%';
        $rows = DB::select(
            'SELECT id, sku, name, price_cents FROM products WHERE active = 1 AND name LIKE ? LIMIT 50',
            [$like]
        );

        return response()->json(['data' => $rows]);
    }

    public function show(Product $product): JsonResponse
    {
        abort_unless($product->active, 404);

        return response()->json($product->load('category', 'images'));
    }

    public function bySku(string $sku): JsonResponse
    {
        $product = Product::where('sku', $sku)->firstOrFail();

        return response()->json($product);
    }
}
