<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class DashboardController extends Controller
{
    /** Month-to-date and monthly revenue cards on the ops dashboard. */
    public function revenue(Request $request): JsonResponse
    {
        $tz = config('app.timezone');
        $month = CarbonImmutable::parse($request->query('month', now($tz)->format('Y-m')) . '-01', $tz);

        $revenue = DB::table('orders')
            ->whereIn('status', [Order::STATUS_PAID, Order::STATUS_PARTIALLY_REFUNDED])
            ->where('paid_at', '>=', $month->startOfMonth())
            ->where('paid_at', '<', $month->addMonth()->startOfMonth())
            ->selectRaw('coalesce(sum(total_amount - coalesce(refunded_amount, 0)), 0) as revenue, count(*) as orders')
            ->first();

        return response()->json([
            'month' => $month->format('Y-m'),
            'orders' => (int) $revenue->orders,
            'revenue' => number_format((float) $revenue->revenue, 2, '.', ''),
        ]);
    }
}
