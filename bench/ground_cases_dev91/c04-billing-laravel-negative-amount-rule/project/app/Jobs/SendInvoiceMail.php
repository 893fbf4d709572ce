<?php

namespace App\Jobs;

use App\Mail\InvoiceIssued;
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

    public int $tries = 3;

    public array $backoff = [10, 60, 300];

    public function __construct(public Invoice $invoice)
    {
    }

    public function handle(): void
    {
        $to = $this->invoice->customer->email;
        Log::info('sending invoice mail', ['invoice_id' => $this->invoice->id, 'to' => $to, 'attempt' => $this->attempts()]);
        Mail::to($to)->send(new InvoiceIssued($this->invoice));
    }

    public function failed(Throwable $e): void
    {
        Log::error('invoice mail failed', ['invoice_id' => $this->invoice->id, 'error' => $e->getMessage()]);
    }
}
