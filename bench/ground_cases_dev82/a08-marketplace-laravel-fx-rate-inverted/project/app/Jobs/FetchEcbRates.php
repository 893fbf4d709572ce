<?php

namespace App\Jobs;

use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;

/** Nightly: stores the ECB euro reference rates (units of currency per 1 EUR). */
class FetchEcbRates implements ShouldQueue
{
    use Queueable;

    private const URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

    public function handle(): void
    {
        $xml = simplexml_load_string(Http::timeout(20)->get(self::URL)->throw()->body());
        $day = $xml->Cube->Cube;
        $date = (string) $day['time'];
        foreach ($day->Cube as $rate) {
            DB::table('exchange_rates')->upsert(
                [['date' => $date, 'currency' => (string) $rate['currency'], 'rate' => (string) $rate['rate']]],
                ['date', 'currency'],
                ['rate'],
            );
        }
    }
}
