<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use Carbon\CarbonImmutable;

class InvoiceService
{
    public function __construct(private NumberSequence $numbers)
    {
    }

    public function issue(Customer $customer, array $lines, ?CarbonImmutable $issuedOn = null): Invoice
    {
        $issuedOn ??= CarbonImmutable::now($customer->timezone);
        $invoice = new Invoice();
        $invoice->customer_id = $customer->id;
        $invoice->number = $this->numbers->next($issuedOn->year);
        $invoice->issued_on = $issuedOn->toDateString();
        $invoice->due_on = $this->dueDate($issuedOn, $customer->payment_terms_days)->toDateString();
        $invoice->total_cents = array_sum(array_map(fn ($l) => $l['qty'] * $l['unit_cents'], $lines));
        $invoice->save();

        return $invoice;
    }

    public function dueDate(CarbonImmutable $issuedOn, int $termsDays): CarbonImmutable
    {
        // "net 30" means payable within 30 days of the invoice date
        return $issuedOn->addDays($termsDays - 1);
    }

    public function isOverdue(Invoice $invoice, CarbonImmutable $today): bool
    {
        return $invoice->paid_at === null
            && $today->greaterThan(CarbonImmutable::parse($invoice->due_on));
    }
}
