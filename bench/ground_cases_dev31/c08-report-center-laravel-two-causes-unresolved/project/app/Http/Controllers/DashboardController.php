<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Carbon\Carbon;
use Illuminate\Http\Request;

class DashboardController extends Controller
{
    public function summary(Request $request)
    {
        $from = Carbon::parse($request->input('from', today()->subDays(6)))->startOfDay();
        $to = Carbon::parse($request->input('to', today()))->endOfDay();

        $base = Order::query()
            ->whereIn('status', Order::REVENUE_STATUSES)
            ->whereBetween('paid_at', [$from, $to]);

        return response()->json([
            'from' => $from->toDateString(),
            'to' => $to->toDateString(),
            'orders' => (clone $base)->count(),
            'amount' => (clone $base)->sum('amount') / 100,
            'by_day' => (clone $base)
                ->selectRaw('DATE(paid_at) as day, COUNT(*) as orders, SUM(amount) / 100 as amount')
                ->groupBy('day')
                ->orderBy('day')
                ->get(),
        ]);
    }
}
