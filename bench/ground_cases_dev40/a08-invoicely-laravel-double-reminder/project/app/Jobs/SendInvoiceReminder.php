<?php

namespace App\Jobs;

use App\Models\Invoice;
use App\Notifications\InvoiceReminder;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class SendInvoiceReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    /** The SMTP relay can be slow around 9:00 when everyone sends. */
    public int $timeout = 120;

    public int $tries = 3;

    public array $backoff = [60, 300];

    public function __construct(public Invoice $invoice, public int $level)
    {
    }

    public function handle(): void
    {
        $invoice = $this->invoice->fresh();

        if ($invoice === null || $invoice->isPaid()) {
            return;
        }

        if ($invoice->last_reminded_at?->isToday()) {
            Log::channel('reminders')->info('skip, already reminded today', ['invoice' => $invoice->number]);

            return;
        }

        $invoice->customer->notify(new InvoiceReminder($invoice, $this->level));

        $invoice->forceFill([
            'last_reminded_at' => now(),
            'reminder_level' => $this->level,
        ])->save();

        Log::channel('reminders')->info('reminder sent', [
            'invoice' => $invoice->number,
            'level' => $this->level,
            'attempt' => $this->attempts(),
        ]);
    }
}
