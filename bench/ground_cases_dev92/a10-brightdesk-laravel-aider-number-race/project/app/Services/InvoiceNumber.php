<?php

namespace App\Services;

use App\Models\Invoice;

class InvoiceNumber
{
    /**
     * The next sequential invoice number for a company: 1, 2, 3, ...
     * Numbers are only taken when an invoice is issued, drafts have none.
     */
    public function next(int $companyId): int
    {
        $last = Invoice::where('company_id', $companyId)
            ->whereNotNull('number')
            ->max('number');

        return ((int) $last) + 1;
    }

    public function format(int $number, \DateTimeInterface $issuedAt): string
    {
        return sprintf('INV-%s-%s', $issuedAt->format('Y'), str_pad((string) $number, 5, '0', STR_PAD_LEFT));
    }
}
