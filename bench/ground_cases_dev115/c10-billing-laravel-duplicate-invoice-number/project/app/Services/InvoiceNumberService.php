<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Carbon;

class InvoiceNumberService
{
    /**
     * The next invoice number for the year of $date, e.g. INV-2025-0042.
     */
    public function next(?Carbon $date = null): string
    {
        $year = ($date ?? Carbon::now())->year;
        $seq = Invoice::whereYear('issued_at', $year)->count() + 1;

        return sprintf('INV-%d-%04d', $year, $seq);
    }
}
