<?php

namespace App\Jobs;

use App\Mail\InvoiceIssued;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Mail;

class SendInvoiceEmail implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public int $backoff = 60;

    public function __construct(public Invoice $invoice)
    {
        $this->onQueue('mail');
    }

    public function handle(): void
    {
        $invoice = $this->invoice->loadMissing('customer', 'lines');

        Mail::to($invoice->customer->email)
            ->send(new InvoiceIssued($invoice));

        $invoice->forceFill(['emailed_at' => now()])->save();
    }
}
