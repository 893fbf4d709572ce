<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Services\InventoryReport;
use App\Services\SalesReport;
use Illuminate\Http\Request;

class DashboardController extends Controller
{
    public function __invoke(Request $request)
    {
        $shop = $request->user()->shop;
        $sales = new SalesReport($shop);
        $inventory = new InventoryReport($shop);

        return view('admin.dashboard', [
            'revenue' => $sales->revenue(),
            'revenueExTax' => $sales->revenueExcludingTax(),
            'averageOrderValue' => $sales->averageOrderValue(),
            'conversionRate' => $sales->conversionRate(),
            'lowStock' => $inventory->lowStockCount(),
            'sellThrough' => $inventory->sellThroughRate(),
        ]);
    }
}
