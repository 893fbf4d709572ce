<?php

namespace App\Services;

use App\Exceptions\CreditLimitExceeded;
use App\Jobs\SendInvoiceReminder;
use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

class InvoiceService
{
    public function __construct(private readonly NumberSequence $numbers)
    {
    }

    /**
     * Create an invoice with its lines and schedule the payment reminder.
     *
     * @param  array{customer_id:int, due_in_days:int, payout_iban:?string, lines:list<array{description:string, quantity:int, unit_price:string}>}  $data
     */
    public function create(array $data): Invoice
    {
        return DB::transaction(function () use ($data) {
            $customer = Customer::lockForUpdate()->findOrFail($data['customer_id']);

            $invoice = $customer->invoices()->create([
                'number' => $this->numbers->next('INV'),
                'issued_at' => Carbon::now(),
                'due_at' => Carbon::now()->addDays($data['due_in_days']),
                'status' => Invoice::STATUS_OPEN,
                'payout_iban' => $data['payout_iban'] ?? null,
            ]);

            foreach ($data['lines'] as $line) {
                $invoice->lines()->create([
                    'description' => $line['description'],
                    'quantity' => $line['quantity'],
                    'unit_price' => $line['unit_price'],
                ]);
            }

            $invoice->recalculateTotals();

            SendInvoiceReminder::dispatch($invoice->number, $customer->email, $invoice->total)
                ->delay($invoice->due_at->copy()->subDays(3));

            if ($customer->openBalance()->plus($invoice->total)->isGreaterThan($customer->credit_limit)) {
                throw new CreditLimitExceeded($customer, $invoice->total);
            }

            return $invoice;
        });
    }

    public function markPaid(Invoice $invoice, Carbon $paidAt): Invoice
    {
        $invoice->update(['status' => Invoice::STATUS_PAID, 'paid_at' => $paidAt]);

        return $invoice->refresh();
    }
}
