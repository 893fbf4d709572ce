<?php

namespace App\Console\Commands;

use App\Models\ExchangeRate;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;

/**
 * Daily reference rates for invoicing in foreign currencies. Scheduled every
 * morning (see Console/Kernel.php); the provider publishes around 16:00 CET on
 * working days, so a morning run gets the previous working day's rates.
 */
class SyncExchangeRates extends Command
{
    protected $signature = 'rates:sync {--base=EUR : Base currency}';

    protected $description = 'Fetch the latest reference rates into exchange_rates';

    private const CURRENCIES = ['USD', 'GBP', 'CHF', 'SEK', 'PLN', 'DKK'];

    public function handle(): int
    {
        $base = strtoupper((string) $this->option('base'));
        $today = Carbon::today('Europe/Berlin');

        if (ExchangeRate::where('base', $base)->whereDate('rate_date', $today)->exists()) {
            $this->info("Rates for {$today->toDateString()} already stored, nothing to do.");

            return self::SUCCESS;
        }

        $response = Http::timeout(20)
            ->retry(3, 2000, throw: false)
            ->get(config('services.rates.url'), [
                'base' => $base,
                'symbols' => implode(',', self::CURRENCIES),
            ]);

        if ($response->failed()) {
            $this->error("Rates API answered HTTP {$response->status()}");

            return self::FAILURE;
        }

        $payload = $response->json();
        $rateDate = Carbon::parse($payload['date'], 'Europe/Berlin');

        DB::transaction(function () use ($payload, $base, $rateDate) {
            foreach ($payload['rates'] as $currency => $rate) {
                ExchangeRate::create([
                    'base' => $base,
                    'currency' => $currency,
                    'rate' => $rate,
                    'rate_date' => $rateDate->toDateString(),
                ]);
            }
        });

        $this->info(sprintf('Stored %d rates for %s.', count($payload['rates']), $rateDate->toDateString()));

        return self::SUCCESS;
    }
}
