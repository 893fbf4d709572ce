<?php

namespace App\Services;

use Illuminate\Support\Facades\DB;

class InvoiceNumbers
{
    /** Next invoice number, e.g. KB-2025-00042. Sequence restarts every year. */
    public function next(\DateTimeInterface $issuedAt): string
    {
        $year = $issuedAt->format('Y');

        return DB::transaction(function () use ($year) {
            $last = DB::table('invoices')->where('number', 'like', "KB-%")->lockForUpdate()->max('number');
            $seq = $last ? ((int) substr($last, -5)) + 1 : 1;

            return sprintf('KB-%s-%05d', $year, $seq);
        });
    }
}
