<?php

declare(strict_types=1);

namespace Hollow\Invoicing;

final class VatTable
{
    private const RATES = [
        'DE' => ['standard' => 0.19, 'reduced' => 0.07],
        'FR' => ['standard' => 0.20, 'reduced' => 0.055],
        'NL' => ['standard' => 0.21, 'reduced' => 0.09],
    ];

    public function rate(string $country, string $category): float
    {
        if (!isset(self::RATES[$country][$category])) {
            throw new \InvalidArgumentException("no VAT rate for {$country}/{$category}");
        }

        return self::RATES[$country][$category];
    }
}
