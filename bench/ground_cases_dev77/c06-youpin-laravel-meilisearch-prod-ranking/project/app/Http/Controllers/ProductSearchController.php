<?php

namespace App\Http\Controllers;

use App\Models\Product;
use Illuminate\Http\Request;
use Meilisearch\Endpoints\Indexes;

class ProductSearchController extends Controller
{
    private const SORTS = [
        'sales' => 'sales_count:desc',
        'price_asc' => 'price:asc',
        'price_desc' => 'price:desc',
        'newest' => 'created_at:desc',
    ];

    public function __invoke(Request $request)
    {
        $q = trim((string) $request->query('q', ''));
        $sort = self::SORTS[$request->query('sort', 'sales')] ?? self::SORTS['sales'];
        $category = $request->integer('category');

        $results = Product::search($q, function (Indexes $index, string $query, array $options) use ($sort, $category) {
            $options['sort'] = [$sort];
            if ($category) {
                $options['filter'] = "category_id = {$category}";
            }
            return $index->search($query, $options);
        })->paginate(30);

        return response()->json($results);
    }
}
