<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class PaymentReminder extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            subject: '【' . config('app.name') . "】請求書 {$this->invoice->number} のお支払いについて",
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.payment-reminder',
            with: [
                'amount' => $this->invoice->formattedAmount(),
                'dueOn' => $this->invoice->due_on->format('Y年n月j日'),
            ],
        );
    }
}
