<?php

namespace App\Repositories;

use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

class RevenueRepository
{
    /** Paid orders of one merchant from $from to $to, both days included (store time). */
    private function baseQuery(int $merchantId, CarbonImmutable $from, CarbonImmutable $to): Builder
    {
        return DB::table('orders')
            ->where('merchant_id', $merchantId)
            ->where('status', 'paid')
            ->whereRaw('DATE(paid_at) BETWEEN ? AND ?', [$from->toDateString(), $to->toDateString()]);
    }

    public function totalsByCurrency(int $merchantId, CarbonImmutable $from, CarbonImmutable $to): Collection
    {
        return $this->baseQuery($merchantId, $from, $to)
            ->selectRaw('currency, COUNT(*) AS orders, SUM(amount) AS gross, SUM(refunded_amount) AS refunded')
            ->groupBy('currency')
            ->orderBy('currency')
            ->get();
    }

    public function daily(int $merchantId, CarbonImmutable $from, CarbonImmutable $to): Collection
    {
        return $this->baseQuery($merchantId, $from, $to)
            ->selectRaw('DATE(paid_at) AS day, currency, SUM(amount - refunded_amount) AS net')
            ->groupByRaw('DATE(paid_at), currency')
            ->orderBy('day')
            ->get();
    }
}
