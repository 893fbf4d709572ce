<?php

namespace App\Services\Shipping;

class ShippingFeeCalculator
{
    public function __construct(private ZoneResolver $zones)
    {
    }

    /**
     * @return array{base: int, surcharge: int, total: int, zones: string[]}
     */
    public function calculate(string $postalCode, int $subtotal): array
    {
        $base = $subtotal >= config('shipping.free_shipping_threshold')
            ? 0
            : config('shipping.base_fee');

        $matched = $this->zones->resolve($postalCode);
        $surcharge = array_sum($matched);

        return [
            'base' => $base,
            'surcharge' => $surcharge,
            'total' => $base + $surcharge,
            'zones' => array_keys($matched),
        ];
    }
}
