<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;

class PaymentClient
{
    public function __construct(
        private string $baseUrl,
        private string $apiKey,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(config('services.payment.url'), config('services.payment.key'));
    }

    public function settledTotal(string $month): int
    {
        $response = Http::withToken($this->apiKey)
            ->timeout(5)
            ->retry(2, 200)
            ->get($this->baseUrl . '/v1/settlements', ['month' => $month]);

        $response->throw();

        return (int) $response->json('total');
    }
}
