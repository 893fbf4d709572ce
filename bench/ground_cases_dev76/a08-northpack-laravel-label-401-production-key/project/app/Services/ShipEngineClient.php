<?php

namespace App\Services;

use App\Models\Shipment;
use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;

class ShipEngineClient
{
    public function __construct(
        private readonly string $apiKey,
        private readonly string $baseUrl,
        private readonly string $labelFormat = 'pdf',
    ) {}

    public static function fromConfig(): self
    {
        return new self(
            config('services.shipengine.key'),
            config('services.shipengine.base_url'),
            config('services.shipengine.label_format'),
        );
    }

    /**
     * Buys a label for the shipment's selected rate and returns [tracking_number, label_url].
     *
     * @throws RequestException
     */
    public function purchaseLabel(Shipment $shipment): array
    {
        $response = Http::withHeaders(['API-Key' => $this->apiKey])
            ->timeout(config('services.shipengine.timeout', 15))
            ->post("{$this->baseUrl}/labels/rates/{$shipment->rate_id}", [
                'label_format' => $this->labelFormat,
                'label_layout' => '4x6',
            ])
            ->throw();

        return [
            $response->json('tracking_number'),
            $response->json('label_download.href'),
        ];
    }
}
