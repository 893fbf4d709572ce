<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

class InvoiceService
{
    public function __construct(private TaxCalculator $tax)
    {
    }

    public function issue(Customer $customer, array $lines, ?Carbon $issuedAt = null): Invoice
    {
        $issuedAt ??= Carbon::today();

        return DB::transaction(function () use ($customer, $lines, $issuedAt) {
            $subtotal = collect($lines)->sum(fn ($l) => $l['unit_price'] * $l['quantity']);

            $invoice = $customer->invoices()->create([
                'number' => $this->nextNumber($issuedAt),
                'issued_at' => $issuedAt,
                'due_at' => now()->addDays($customer->payment_terms_days),
                'subtotal' => $subtotal,
                'tax' => $this->tax->for($subtotal, $issuedAt),
            ]);
            $invoice->lines()->createMany($lines);

            return $invoice;
        });
    }

    private function nextNumber(Carbon $issuedAt): string
    {
        $prefix = $issuedAt->format('Ym');
        $count = Invoice::where('number', 'like', $prefix.'-%')->lockForUpdate()->count();

        return sprintf('%s-%04d', $prefix, $count + 1);
    }
}
