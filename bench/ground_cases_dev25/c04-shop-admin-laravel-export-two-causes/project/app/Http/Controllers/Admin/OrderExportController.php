<?php

namespace App\Http\Controllers\Admin;

use App\Exports\OrdersExport;
use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class OrderExportController extends Controller
{
    public function __invoke(Request $request)
    {
        $data = $request->validate([
            'shop_id' => ['required', 'integer', 'exists:shops,id'],
            'from' => ['required', 'date_format:Y-m-d'],
            'to' => ['required', 'date_format:Y-m-d', 'after_or_equal:from'],
        ]);

        $this->authorize('export', [\App\Models\Shop::class, $data['shop_id']]);

        $file = storage_path('app/exports/orders-'.$data['shop_id'].'-'.Str::random(8).'.csv');
        $rows = (new OrdersExport($data['shop_id'], $data['from'], $data['to']))->writeTo($file);

        return response()
            ->download($file, "orders_{$data['from']}_{$data['to']}.csv")
            ->deleteFileAfterSend()
            ->header('X-Export-Rows', (string) $rows);
    }
}
