<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class OrderController extends Controller
{
    private const STATUSES = ['pending', 'paid', 'shipped', 'cancelled'];

    public function index(Request $request): JsonResponse
    {
        $perPage = min((int) $request->input('per_page', 20), 100);
        $orders = $this->applyFilters(Order::query()->with('customer')->withCount('items'), $request)
            ->orderByDesc('created_at')
            ->paginate($perPage);

        return response()->json($orders->through(fn (Order $o) => $o->toSummary()));
    }

    public function export(Request $request): StreamedResponse
    {
        $query = $this->applyFilters(Order::query()->with('customer')->withCount('items'), $request)
            ->orderByDesc('created_at');

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['id', 'status', 'customer', 'items', 'total', 'created_at']);
            $query->chunk(500, function ($orders) use ($out) {
                foreach ($orders as $order) {
                    fputcsv($out, $order->toSummary());
                }
            });
            fclose($out);
        }, 'orders.csv', ['Content-Type' => 'text/csv']);
    }

    public function show(Order $order): JsonResponse
    {
        return response()->json($order->load('items', 'customer'));
    }

    public function updateStatus(Request $request, Order $order): JsonResponse
    {
        $data = $request->validate(['status' => 'required|in:' . implode(',', self::STATUSES)]);
        $order->update($data);

        return response()->json($order->fresh());
    }

    private function applyFilters(Builder $query, Request $request): Builder
    {
        if ($request->filled('status')) {
            $query->where('status', $request->input('status'));
        }
        if ($request->filled('from') && $request->filled('to')) {
            $query->whereBetween('created_at', [$request->input('from'), $request->input('to')]);
        }
        if ($request->filled('customer')) {
            $query->where('customer_id', (int) $request->input('customer'));
        }

        return $query;
    }
}
