<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Carbon;

/**
 * Invoice numbers run per company and per calendar year: 2025-00001, 2025-00002, ...
 * The tax office requires them to be unique and without gaps.
 */
class InvoiceNumberService
{
    public const PAD = 5;

    /**
     * The next sequence and formatted number for a company.
     *
     * @return array{0: int, 1: string}
     */
    public function next(int $companyId, ?Carbon $date = null): array
    {
        $year = ($date ?? now())->year;
        $last = Invoice::where('company_id', $companyId)->whereYear('issued_at', $year)->max('sequence');
        $sequence = ((int) $last) + 1;

        return [$sequence, $this->format($year, $sequence)];
    }

    public function format(int $year, int $sequence): string
    {
        return sprintf('%d-%0'.self::PAD.'d', $year, $sequence);
    }

    /**
     * @return array{year: int, sequence: int}|null
     */
    public function parse(string $number): ?array
    {
        if (! preg_match('/^(\d{4})-(\d{'.self::PAD.',})$/', $number, $m)) {
            return null;
        }

        return ['year' => (int) $m[1], 'sequence' => (int) $m[2]];
    }
}
