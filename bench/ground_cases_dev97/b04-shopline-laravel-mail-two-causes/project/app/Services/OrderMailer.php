<?php

namespace App\Services;

use App\Mail\OrderConfirmed;
use App\Models\Order;
use Illuminate\Support\Facades\Mail;

class OrderMailer
{
    /**
     * Send the confirmation mail. Guests and unverified addresses are skipped so we
     * don't hurt the sender reputation with bounces.
     */
    public function sendConfirmation(Order $order): bool
    {
        $customer = $order->customer;

        if ($customer === null || $customer->email === null) {
            return false;
        }

        if ($customer->email_verified_at === null) {
            return false;
        }

        Mail::to($customer->email)->send(new OrderConfirmed($order));

        return true;
    }

    public function sendShipped(Order $order, string $trackingNo): void
    {
        Mail::to($order->customer->email)->send(new \App\Mail\OrderShipped($order, $trackingNo));
    }
}
