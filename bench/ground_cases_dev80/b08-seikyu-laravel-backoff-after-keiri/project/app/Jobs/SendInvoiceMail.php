<?php

namespace App\Jobs;

use App\Mail\InvoiceMail;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Throwable;

class SendInvoiceMail implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public $tries = 5;

    public $backoff = 0;

    public $timeout = 120;

    public function __construct(public Invoice $invoice)
    {
        $this->onQueue('mail');
    }

    public function handle(): void
    {
        if ($this->invoice->mailed_at !== null) {
            return;
        }

        Log::info('sending invoice mail', [
            'invoice_id' => $this->invoice->id,
            'number' => $this->invoice->number,
        ]);

        Mail::to($this->invoice->billing_email)->send(new InvoiceMail($this->invoice));

        $this->invoice->forceFill(['mailed_at' => now()])->save();
    }

    public function failed(Throwable $e): void
    {
        Log::error('invoice mail failed', [
            'invoice_id' => $this->invoice->id,
            'error' => $e->getMessage(),
        ]);
    }
}
