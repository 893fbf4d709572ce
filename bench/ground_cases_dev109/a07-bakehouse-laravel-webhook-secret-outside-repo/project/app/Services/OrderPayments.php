<?php

namespace App\Services;

use App\Models\Order;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Log;

class OrderPayments
{
    public function markPaid(object $session): void
    {
        $order = Order::where('checkout_session_id', $session->id)->first();
        if ($order === null) {
            Log::notice('checkout completed for unknown session', ['session' => $session->id]);
            return;
        }
        if ($order->paid_at !== null) {
            return; // Stripe retries; the first delivery already counted
        }
        $order->forceFill([
            'paid_at' => Carbon::createFromTimestamp($session->created),
            'amount_paid' => $session->amount_total,
            'status' => 'paid',
        ])->save();
    }

    public function markRefunded(object $charge): void
    {
        $order = Order::where('payment_intent_id', $charge->payment_intent)->first();
        if ($order === null) {
            return;
        }
        $order->forceFill([
            'status' => $charge->amount_refunded >= $charge->amount ? 'refunded' : 'partially_refunded',
            'amount_refunded' => $charge->amount_refunded,
        ])->save();
    }
}
