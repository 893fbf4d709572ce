<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Collection;

class MonthlyReport
{
    public function __construct(int $year, int $month)
    {
        $this->year = $year;
        $this->month = $month;
        $this->cache = [];
    }

    public function invoices(): Collection
    {
        return $this->cache['invoices'] ??= Invoice::query()
            ->whereYear('issued_at', $this->year)
            ->whereMonth('issued_at', $this->month)
            ->get();
    }

    public function totalCents(): int
    {
        return (int) $this->invoices()->sum('amount_cents');
    }

    public function byCustomer(): array
    {
        return $this->invoices()
            ->groupBy('customer_id')
            ->map(fn ($rows) => $rows->sum('amount_cents'))
            ->all();
    }
}
