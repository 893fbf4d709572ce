<?php

namespace App\Reports;

use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Monthly commission per sales agent: 7.5 % of the net value of their paid orders.
 */
class CommissionReport
{
    public function __construct(
        private readonly float $rate,
        private readonly string $timezone = 'Europe/Berlin',
    ) {
    }

    /** @return array{0: CarbonImmutable, 1: CarbonImmutable} */
    public function period(int $year, int $month): array
    {
        $from = CarbonImmutable::create($year, $month, 1, 0, 0, 0, $this->timezone);

        return [$from->utc(), $from->addMonth()->utc()];
    }

    public function rows(int $year, int $month): Collection
    {
        [$from, $to] = $this->period($year, $month);

        $orders = DB::table('orders')
            ->join('users as agents', 'agents.id', '=', 'orders.agent_id')
            ->where('orders.status', 'paid')
            ->where('orders.paid_at', '>=', $from)
            ->where('orders.paid_at', '<', $to)
            ->orderBy('agents.name')
            ->get(['agents.id as agent_id', 'agents.name as agent', 'orders.net_total']);

        return $orders
            ->groupBy('agent_id')
            ->map(function (Collection $agentOrders) {
                $commission = $agentOrders->sum(fn ($o) => round($o->net_total * $this->rate, 2));

                return [
                    'agent' => $agentOrders->first()->agent,
                    'orders' => $agentOrders->count(),
                    'net_total' => round($agentOrders->sum('net_total'), 2),
                    'commission' => $commission,
                ];
            })
            ->values();
    }
}
