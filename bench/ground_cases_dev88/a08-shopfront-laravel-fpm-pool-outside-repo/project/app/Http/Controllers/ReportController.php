<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function daily(Request $request)
    {
        $rows = Order::query()
            ->where('shop_id', $request->user()->shop_id)
            ->where('created_at', '>=', now()->subDays(30))
            ->select(DB::raw('date(created_at) as day'), DB::raw('sum(total) as revenue'))
            ->groupBy('day')
            ->orderBy('day')
            ->get();

        return response()->json($rows);
    }
}
