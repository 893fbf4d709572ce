<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Stripe\Exception\SignatureVerificationException;
use Stripe\Webhook;

class StripeWebhookController extends Controller
{
    public function __invoke(Request $request)
    {
        Log::debug('stripe.webhook', ['headers' => $request->headers->all(), 'body' => $request->getContent()]);

        try {
            $event = Webhook::constructEvent(
                $request->getContent(),
                $request->header('Stripe-Signature'),
                config('services.stripe.webhook_secret')
            );
        } catch (SignatureVerificationException $e) {
            Log::warning('stripe.webhook_bad_signature', ['ip' => $request->ip()]);
            return response('bad signature', 400);
        }

        if ($event->type === 'payment_intent.succeeded') {
            $orderId = $event->data->object->metadata->order_id ?? null;
            Order::whereKey($orderId)->update(['status' => 'paid']);
        }

        return response('ok');
    }
}
