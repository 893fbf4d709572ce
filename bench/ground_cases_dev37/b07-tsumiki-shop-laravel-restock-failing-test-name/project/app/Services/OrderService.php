<?php

namespace App\Services;

use App\Mail\OrderCancelled;
use App\Models\Order;
use App\Payments\PaymentGateway;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use RuntimeException;

class OrderService
{
    public function __construct(private PaymentGateway $payments)
    {
    }

    public function cancel(Order $order, string $reason): Order
    {
        if (! $order->isCancellable()) {
            throw new RuntimeException("注文 {$order->number} はキャンセルできません（{$order->status}）");
        }

        DB::transaction(function () use ($order, $reason) {
            foreach ($order->items as $item) {
                $item->product()->increment('stock', $item->quantity);
            }

            $order->status = Order::STATUS_CANCELLED;
            $order->cancel_reason = $reason;
            $order->cancelled_at = now();
            $order->save();
        });

        if ($order->paid_amount > 0) {
            $this->payments->refund($order->payment_id, $order->refundableAmount());
        }

        Mail::to($order->customer_email)->send(new OrderCancelled($order));
        Log::info('order cancelled', ['order' => $order->number, 'reason' => $reason]);

        return $order;
    }

    public function markShipped(Order $order, array $quantities): Order
    {
        DB::transaction(function () use ($order, $quantities) {
            foreach ($order->items as $item) {
                $shipped = $quantities[$item->id] ?? 0;
                $item->shipped_quantity = min($item->quantity, $item->shipped_quantity + $shipped);
                $item->save();
            }
            $order->status = $order->items->every(fn ($i) => $i->shipped_quantity === $i->quantity)
                ? Order::STATUS_SHIPPED
                : Order::STATUS_PARTIALLY_SHIPPED;
            $order->save();
        });

        return $order;
    }
}
