<?php

namespace App\Services;

use App\Exceptions\PaymentFailed;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class PaymentClient
{
    public function charge(string $orderNo, int $amountCents, string $currency): array
    {
        $config = config('services.payments');

        try {
            $response = Http::baseUrl($config['base_url'])
                ->withToken($config['token'])
                ->timeout($config['timeout'])
                ->connectTimeout($config['connect_timeout'])
                ->withHeaders(['Idempotency-Key' => 'order-'.$orderNo])
                ->post('/v1/charges', [
                    'order_no' => $orderNo,
                    'amount' => $amountCents,
                    'currency' => $currency,
                ]);
        } catch (ConnectionException $e) {
            Log::error('payment charge failed', ['order_no' => $orderNo, 'error' => $e->getMessage()]);
            throw new PaymentFailed('payment service unreachable', 0, $e);
        }

        if ($response->failed()) {
            Log::error('payment charge failed', [
                'order_no' => $orderNo,
                'status' => $response->status(),
                'body' => $response->body(),
                'trace_id' => $response->header('x-trace-id'),
            ]);
            throw new PaymentFailed('payment declined or failed', $response->status());
        }

        return $response->json();
    }
}
