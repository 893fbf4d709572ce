<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;

class WarehouseClient
{
    public function __construct(private string $baseUrl, private string $token)
    {
    }

    private function http()
    {
        return Http::withToken($this->token)->connectTimeout(2)->timeout(5);
    }

    public function stock(string $sku): int
    {
        $resp = $this->http()
            ->get("{$this->baseUrl}/v2/stock/{$sku}")
            ->throw();

        return (int) $resp->json('on_hand');
    }

    public function reserve(string $sku, int $qty, string $orderNo): string
    {
        $resp = $this->http()
            ->post("{$this->baseUrl}/v2/reservations", [
                'sku' => $sku,
                'qty' => $qty,
                'ref' => $orderNo,
            ])
            ->throw();

        return (string) $resp->json('reservation_id');
    }

    public function release(string $reservationId): void
    {
        $this->http()
            ->delete("{$this->baseUrl}/v2/reservations/{$reservationId}")
            ->throw();
    }
}
