<?php

namespace App\Services;

use App\Events\OrderPaid;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class OrderPaymentService
{
    public function markPaid(string $orderNo, string $transactionId, int $amountFen): void
    {
        DB::transaction(function () use ($orderNo, $transactionId, $amountFen) {
            $order = Order::where('order_no', $orderNo)->lockForUpdate()->firstOrFail();
            if ($order->status === Order::STATUS_PAID) {
                return; // PayHub retries; the second notification is a no-op
            }
            if ($order->total_fen !== $amountFen) {
                Log::error('payhub amount mismatch', ['order' => $orderNo, 'expected' => $order->total_fen,
                    'got' => $amountFen]);
                throw new \RuntimeException("amount mismatch for {$orderNo}");
            }
            $order->update([
                'status' => Order::STATUS_PAID,
                'paid_at' => now(),
                'payhub_transaction_id' => $transactionId,
            ]);
            OrderPaid::dispatch($order);
        });
    }

    public function markFailed(string $orderNo, string $reason): void
    {
        Order::where('order_no', $orderNo)
            ->where('status', Order::STATUS_PENDING)
            ->update(['status' => Order::STATUS_PAYMENT_FAILED, 'failure_reason' => $reason]);
    }

    public function markRefunded(string $orderNo, int $refundFen): void
    {
        $order = Order::where('order_no', $orderNo)->firstOrFail();
        $order->increment('refunded_fen', $refundFen);
        if ($order->refunded_fen >= $order->total_fen) {
            $order->update(['status' => Order::STATUS_REFUNDED]);
        }
    }
}
