<?php

namespace App\Http\Controllers;

use App\Http\Resources\OrderResource;
use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $perPage = max((int) $request->query('per_page', 15), 100);

        $orders = Order::query()
            ->forShop($request->user()->shop_id)
            ->withStatus($request->query('status'))
            ->with('customer')
            ->latest()
            ->paginate($perPage)
            ->withQueryString();

        return OrderResource::collection($orders);
    }

    public function export(Request $request)
    {
        $query = Order::query()
            ->forShop($request->user()->shop_id)
            ->withStatus($request->query('status'))
            ->with('customer')
            ->latest();

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, ['注文ID', '顧客', 'ステータス', '金額', '発送日時']);
            $query->chunk(500, function ($orders) use ($out) {
                foreach ($orders as $order) {
                    fputcsv($out, [
                        $order->id,
                        $order->customer->name,
                        $order->status,
                        $order->total,
                        optional($order->shipped_at)->format('Y-m-d H:i'),
                    ]);
                }
            });
            fclose($out);
        }, 'orders.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    public function show(Order $order)
    {
        $this->authorize('view', $order);

        return new OrderResource($order->load('customer'));
    }

    public function ship(Order $order)
    {
        $this->authorize('update', $order);
        abort_unless($order->canShip(), 422, '支払い済みの注文のみ発送できます');

        $order->update(['status' => 'shipped', 'shipped_at' => now()]);

        return new OrderResource($order);
    }
}
