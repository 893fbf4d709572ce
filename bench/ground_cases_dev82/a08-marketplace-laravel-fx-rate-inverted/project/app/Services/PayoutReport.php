<?php

namespace App\Services;

use App\Models\Payout;
use Carbon\CarbonImmutable;
use League\Csv\Writer;

class PayoutReport
{
    public const HEADER = ['payout_id', 'seller', 'currency', 'amount', 'amount_eur', 'arrival_date'];

    public function __construct(private readonly ExchangeRateService $rates)
    {
    }

    /** @return array<int, array<int, string>> */
    public function rows(CarbonImmutable $month): array
    {
        $payouts = Payout::paid()
            ->with('seller')
            ->whereBetween('created_at', [$month->startOfMonth(), $month->endOfMonth()])
            ->orderBy('created_at')
            ->get();

        $rows = [];
        foreach ($payouts as $payout) {
            $rows[] = [
                $payout->stripe_payout_id,
                $payout->seller->name,
                $payout->currency,
                number_format($payout->amount(), 2, '.', ''),
                number_format($this->rates->toEur($payout->amount(), $payout->currency, $payout->created_at), 2, '.', ''),
                $payout->arrival_date?->toDateString() ?? '',
            ];
        }

        return $rows;
    }

    public function csv(CarbonImmutable $month): string
    {
        $csv = Writer::createFromString();
        $csv->insertOne(self::HEADER);
        $csv->insertAll($this->rows($month));

        return $csv->toString();
    }
}
