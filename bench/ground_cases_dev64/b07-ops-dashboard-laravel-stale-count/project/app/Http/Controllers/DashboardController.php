<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

class DashboardController extends Controller
{
    public const PENDING_KEY = 'dashboard.pending';
    public const PENDING_TTL = 600; // seconds

    public function summary(): JsonResponse
    {
        $pending = Cache::remember(self::PENDING_KEY, self::PENDING_TTL, function () {
            return Order::query()
                ->where('status', 'pending')
                ->whereNull('deleted_at')
                ->count();
        });

        $today = Cache::remember('dashboard.today', 60, function () {
            return Order::query()
                ->whereDate('created_at', today())
                ->sum('total_yen');
        });

        return response()->json([
            'pending' => $pending,
            'today_total_yen' => (int) $today,
            'generated_at' => now()->toIso8601String(),
        ]);
    }

    public function byWarehouse(): JsonResponse
    {
        $rows = DB::table('orders')
            ->select('warehouse_id', DB::raw('count(*) as pending'))
            ->where('status', 'pending')
            ->groupBy('warehouse_id')
            ->get();

        return response()->json($rows);
    }
}
