<?php

namespace App\Http\Controllers\Admin;

use App\Exports\OrdersExport;
use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\Request;
use Maatwebsite\Excel\Facades\Excel;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

class OrderExportController extends Controller
{
    public function __invoke(Request $request): BinaryFileResponse
    {
        $status = $request->query('status');

        $query = Order::query()
            ->with('customer')
            ->withCount('items')
            ->latest();
        if ($status && in_array($status, Order::STATUSES, true)) {
            $query->where('status', $status);
        }

        $name = 'orders-'.now()->format('Ymd-His').'.xlsx';

        return Excel::download(new OrdersExport($query), $name);
    }
}
