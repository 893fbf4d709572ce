<?php

namespace App\Jobs;

use App\Mail\InvoiceReminder;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendInvoiceReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public function __construct(public int $invoiceId, public int $reminderNumber = 1)
    {
        $this->onQueue('reminders');
    }

    /**
     * Reminders are not urgent: a few spaced-out attempts, then the job lands in failed_jobs.
     */
    public int $tries = 5;

    /**
     * Seconds to wait before attempts 2, 3, 4 and 5.
     *
     * @return array<int, int>
     */
    public function backoff(): array
    {
        return [60, 300, 900, 3600];
    }

    public function handle(): void
    {
        $invoice = Invoice::with('customer')->findOrFail($this->invoiceId);

        if ($invoice->isPaid() || $invoice->isVoid()) {
            Log::info('reminder skipped', ['invoice' => $invoice->number, 'status' => $invoice->status]);
            return;
        }

        Mail::to($invoice->customer->billing_email)
            ->send(new InvoiceReminder($invoice, $this->reminderNumber));

        $invoice->forceFill(['last_reminded_at' => now()])->save();
    }
}
