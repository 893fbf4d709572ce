<?php

namespace App\Jobs;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

/**
 * Runs once a day and queues one SendInvoiceReminder per overdue invoice
 * that hasn't been reminded in the last 7 days.
 */
class QueueOverdueReminders implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public function handle(): void
    {
        $queued = 0;

        Invoice::query()
            ->overdue()
            ->where(function ($q) {
                $q->whereNull('last_reminded_at')
                    ->orWhere('last_reminded_at', '<', now()->subDays(7));
            })
            ->with('customer')
            ->chunkById(200, function ($invoices) use (&$queued) {
                foreach ($invoices as $invoice) {
                    SendInvoiceReminder::dispatch($invoice, $invoice->nextReminderLevel());
                    $queued++;
                }
            });

        Log::channel('reminders')->info('queued reminders', ['count' => $queued]);
    }
}
