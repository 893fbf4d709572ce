<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use App\Support\Money;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

class InvoiceService
{
    private const PAYMENT_TERMS_DAYS = 30;

    public function __construct(private readonly TaxCalculator $tax)
    {
    }

    /**
     * Creates an invoice for the customer from order lines
     * (each line: description, quantity, unit_price_cents).
     */
    public function createFromLines(Customer $customer, array $lines): Invoice
    {
        return DB::transaction(function () use ($customer, $lines) {
            $net = 0;
            foreach ($lines as $line) {
                $net += (int) $line['quantity'] * (int) $line['unit_price_cents'];
            }
            $tax = $this->tax->vatCents($customer, $net);

            $invoice = Invoice::create([
                'customer_id' => $customer->id,
                'number' => $this->nextNumber(),
                'net_cents' => $net,
                'tax_cents' => $tax,
                'total_cents' => $net + $tax,
                'currency' => $customer->currency,
                'issued_at' => Carbon::now(),
                'due_at' => Carbon::now()->addDays(self::PAYMENT_TERMS_DAYS),
            ]);
            $invoice->lines()->createMany($lines);

            return $invoice;
        });
    }

    public function markPaid(Invoice $invoice, ?Carbon $at = null): Invoice
    {
        $invoice->paid_at = $at ?? Carbon::now();
        $invoice->save();

        return $invoice;
    }

    private function nextNumber(): string
    {
        $year = Carbon::now()->year;
        $last = Invoice::where('number', 'like', "INV-{$year}-%")->max('number');
        $seq = $last ? ((int) substr($last, -5)) + 1 : 1;

        return sprintf('INV-%d-%05d', $year, $seq);
    }

    /** Flat array used by the API and the PDF template. */
    public function summary(Invoice $invoice): array
    {
        return [
            'number' => $invoice->number,
            'customer' => $invoice->customer->company ?: $invoice->customer->email,
            'issued_on' => $invoice->issued_at->format('Y-m-d'),
            'due_on' => $invoice->due_at->format('Y-m-d'),
            'paid_on' => $invoice->paid_at->format('Y-m-d'),
            'status' => $this->status($invoice),
            'net' => Money::format($invoice->net_cents, $invoice->currency),
            'tax' => Money::format($invoice->tax_cents, $invoice->currency),
            'total' => Money::format($invoice->total_cents, $invoice->currency),
        ];
    }

    public function status(Invoice $invoice): string
    {
        if ($invoice->paid_at !== null) {
            return 'paid';
        }

        return $invoice->due_at->isPast() ? 'overdue' : 'open';
    }
}
