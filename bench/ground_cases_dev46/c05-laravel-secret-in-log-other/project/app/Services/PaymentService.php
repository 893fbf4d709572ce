<?php

namespace App\Services;

use App\Models\Order;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class PaymentService
{
    private array $config;

    public function __construct()
    {
        $this->config = config('services.stripe');
    }

    public function createIntent(Order $order): array
    {
        Log::info('stripe.create_intent', ['order' => $order->id, 'amount' => $order->amount_cents]);

        $response = Http::withToken($this->config['secret'])
            ->asForm()
            ->post('https://api.stripe.com/v1/payment_intents', [
                'amount' => $order->amount_cents,
                'currency' => strtolower($order->currency),
                'metadata[order_id]' => $order->id,
            ]);

        if ($response->failed()) {
            Log::error('stripe.create_intent_failed', ['order' => $order->id, 'status' => $response->status()]);
            $response->throw();
        }

        return $response->json();
    }

    public function refund(Order $order, int $cents): void
    {
        Http::withToken($this->config['secret'])
            ->asForm()
            ->post('https://api.stripe.com/v1/refunds', [
                'payment_intent' => $order->payment_intent_id,
                'amount' => $cents,
            ])->throw();

        Log::info('stripe.refund', ['order' => $order->id, 'amount' => $cents]);
    }
}
