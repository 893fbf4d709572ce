<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

class InvoiceReminder extends Mailable
{
    use Queueable;

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: "付款提醒：发票 {$this->invoice->number} 已逾期");
    }

    public function content(): Content
    {
        return new Content(markdown: 'mail.invoice-reminder');
    }
}
