<?php

namespace App\Services;

use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;
use RuntimeException;

class ExchangeRateService
{
    /** @var array<string, float> */
    private array $cache = [];

    /** ECB reference rate of $currency on $date, or the last one published before it. */
    public function rate(string $currency, CarbonInterface $date): float
    {
        if ($currency === 'EUR') {
            return 1.0;
        }
        $key = $currency.'@'.$date->toDateString();
        if (! isset($this->cache[$key])) {
            $rate = DB::table('exchange_rates')
                ->where('currency', $currency)
                ->where('date', '<=', $date->toDateString())
                ->orderByDesc('date')
                ->value('rate');
            if ($rate === null) {
                throw new RuntimeException("no {$currency} rate on or before {$date->toDateString()}");
            }
            $this->cache[$key] = (float) $rate;
        }

        return $this->cache[$key];
    }

    public function toEur(float $amount, string $currency, CarbonInterface $date): float
    {
        $rate = $this->rate($currency, $date);

        return round($amount * $rate, 2);
    }
}
