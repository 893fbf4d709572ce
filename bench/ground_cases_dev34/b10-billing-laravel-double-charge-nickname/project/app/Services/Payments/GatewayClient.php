<?php

namespace App\Services\Payments;

use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;

class GatewayClient
{
    public function __construct(
        private string $baseUrl,
        private string $secretKey,
        private int $timeoutSeconds = 30,
    ) {
    }

    /**
     * Create a charge. The gateway returns the same charge for a repeated idempotency key
     * (kept 24h), so a retried request with the same key never charges twice.
     *
     * @param  array{customer: string, amount: int, currency: string, description: string, idempotency_key: string}  $params
     * @return array{id: string, status: string}
     */
    public function charge(array $params): array
    {
        $key = $params['idempotency_key'];
        unset($params['idempotency_key']);

        try {
            return Http::baseUrl($this->baseUrl)
                ->withToken($this->secretKey)
                ->withHeaders(['Idempotency-Key' => $key])
                ->timeout($this->timeoutSeconds)
                ->asForm()
                ->post('/v1/charges', $params)
                ->throw()
                ->json();
        } catch (RequestException $e) {
            if ($e->response->status() === 402) {
                throw new PaymentFailed($e->response->json('error.message', 'card declined'), previous: $e);
            }
            throw $e;
        }
    }
}
