<?php

namespace App\Jobs;

use App\Models\Invoice;
use App\Services\InvoiceNumberService;
use App\Services\InvoicePdfService;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class IssueInvoiceJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public int $invoiceId)
    {
    }

    public function handle(InvoiceNumberService $numbers, InvoicePdfService $pdf): void
    {
        $invoice = Invoice::findOrFail($this->invoiceId);
        if ($invoice->status !== Invoice::STATUS_DRAFT) {
            Log::info('invoice already issued', ['id' => $invoice->id]);

            return;
        }

        try {
            DB::transaction(function () use ($invoice, $numbers) {
                [$sequence, $number] = $numbers->next($invoice->company_id);
                $invoice->sequence = $sequence;
                $invoice->number = $number;
                $invoice->status = Invoice::STATUS_ISSUED;
                $invoice->issued_at = now();
                $invoice->save();
            });
        } catch (UniqueConstraintViolationException $e) {
            // another job took this number first; fail loudly instead of writing a duplicate
            Log::error('invoice number conflict', ['id' => $invoice->id, 'company' => $invoice->company_id]);
            $this->fail($e);

            return;
        }

        $pdf->render($invoice);
        Log::info('invoice issued', ['id' => $invoice->id, 'number' => $invoice->number]);
    }
}
