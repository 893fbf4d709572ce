<?php

namespace App\Jobs;

use App\Mail\InvoiceReminder;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendInvoiceReminders implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    /** 対象が多い日は数分かかるので長めに */
    public int $timeout = 600;

    public int $tries = 3;

    public function handle(): void
    {
        $sent = 0;

        Invoice::overdue()
            ->where(fn ($q) => $q->whereNull('reminded_at')->orWhere('reminded_at', '<', now()->subDays(3)))
            ->with('customer')
            ->chunkById(100, function ($invoices) use (&$sent) {
                foreach ($invoices as $invoice) {
                    Mail::to($invoice->customer->email)->send(new InvoiceReminder($invoice));
                    $invoice->update(['reminded_at' => now()]);
                    $sent++;
                }
            });

        Log::info('invoice reminders sent', ['count' => $sent, 'job' => $this->job?->uuid()]);
    }
}
