<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class InvoiceReminder extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            subject: "【ご確認ください】お支払い期限を過ぎたご請求があります({$this->invoice->number})",
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.invoice-reminder',
            with: [
                'customerName' => $this->invoice->customer->name,
                'amount' => number_format($this->invoice->total),
                'dueOn' => $this->invoice->due_on->format('Y年n月j日'),
                'payUrl' => route('invoices.pay', $this->invoice),
            ],
        );
    }
}
