<?php

namespace App\Services;

use App\Models\Customer;
use Illuminate\Support\Facades\Log;

class TaxCalculator
{
    private array $rates;
    private string $homeCountry;
    private array $euCountries;

    public function __construct()
    {
        $this->rates = config('billing.vat_rates');
        $this->homeCountry = config('billing.home_country');
        $this->euCountries = config('billing.eu_countries');
    }

    /** VAT in cents. Reverse charge (0) for EU business customers from another EU country. */
    public function vatCents(Customer $customer, int $netCents): int
    {
        if ($this->isReverseCharge($customer)) {
            return 0;
        }
        $rate = $this->rates[$customer->country] ?? null;
        if ($rate === null) {
            // Not configured: treat as export (0 %) instead of failing the invoice, but make it visible.
            Log::warning('no VAT rate configured, invoicing with 0 %', ['country' => $customer->country]);

            return 0;
        }

        return (int) round($netCents * $rate);
    }

    public function isReverseCharge(Customer $customer): bool
    {
        return $customer->vat_id
            && $customer->country !== $this->homeCountry
            && in_array($customer->country, $this->euCountries, true);
    }
}
