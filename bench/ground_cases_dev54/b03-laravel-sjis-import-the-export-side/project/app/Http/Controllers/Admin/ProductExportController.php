<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Product;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ProductExportController extends Controller
{
    private const HEADER = ['商品コード', '商品名', 'JANコード', '単価', '在庫区分', '更新日時'];

    public function download(Request $request): StreamedResponse
    {
        $query = Product::query()->orderBy('code');
        if ($request->filled('stock_type')) {
            $query->where('stock_type', $request->input('stock_type'));
        }
        $filename = 'shohin_' . now()->format('Ymd_His') . '.csv';

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fputcsv($out, self::HEADER);
            $query->chunk(500, function ($products) use ($out) {
                foreach ($products as $product) {
                    fputcsv($out, [
                        $product->code,
                        $product->name,
                        $product->jan,
                        $product->price,
                        $product->stock_type,
                        $product->updated_at->format('Y/m/d H:i'),
                    ]);
                }
            });
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv']);
    }
}
