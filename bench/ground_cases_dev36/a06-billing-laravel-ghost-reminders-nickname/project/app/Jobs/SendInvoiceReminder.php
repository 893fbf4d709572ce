<?php

namespace App\Jobs;

use App\Mail\InvoiceReminder;
use Brick\Money\Money;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Mail;

class SendInvoiceReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    public function __construct(
        public readonly string $invoiceNumber,
        public readonly string $email,
        public readonly Money $amount,
    ) {
    }

    public function handle(): void
    {
        Mail::to($this->email)->send(new InvoiceReminder($this->invoiceNumber, $this->amount));
    }
}
