<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

class InvoiceIssuer
{
    public const PAYMENT_TERMS_DAYS = 30;

    public function issue(Customer $customer, int $amountCents, ?Carbon $issuedOn = null): Invoice
    {
        $issuedOn ??= Carbon::today();

        return DB::transaction(function () use ($customer, $amountCents, $issuedOn) {
            $next = (int) Invoice::query()->lockForUpdate()->max('id') + 1;

            return Invoice::create([
                'customer_id' => $customer->id,
                'number' => sprintf('INV-%s-%05d', $issuedOn->format('Y'), $next),
                'amount_cents' => $amountCents,
                'issued_on' => $issuedOn,
                'due_date' => $issuedOn->copy()->addDays(self::PAYMENT_TERMS_DAYS),
            ]);
        });
    }

    public function markPaid(Invoice $invoice): Invoice
    {
        $invoice->paid_at = now();
        $invoice->save();

        return $invoice;
    }
}
