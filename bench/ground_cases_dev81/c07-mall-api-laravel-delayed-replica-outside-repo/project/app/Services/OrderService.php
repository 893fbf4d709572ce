<?php

namespace App\Services;

use App\Models\Order;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

class OrderService
{
    /**
     * @param array<int, array{sku_id:int, qty:int, price_fen:int}> $lines
     */
    public function create(int $userId, array $lines, array $address): Order
    {
        return DB::transaction(function () use ($userId, $lines, $address) {
            $order = Order::create([
                'user_id' => $userId,
                'order_no' => now()->format('YmdHis').Str::upper(Str::random(6)),
                'status' => Order::STATUS_PENDING,
                'total_fen' => array_sum(array_map(fn ($l) => $l['qty'] * $l['price_fen'], $lines)),
                'address_snapshot' => $address,
            ]);
            foreach ($lines as $line) {
                $order->items()->create($line);
            }

            return $order;
        });
    }

    public function cancel(Order $order): void
    {
        if (! $order->isPayable()) {
            throw new \DomainException("order {$order->order_no} cannot be cancelled");
        }
        $order->update(['status' => Order::STATUS_CANCELLED]);
    }
}
