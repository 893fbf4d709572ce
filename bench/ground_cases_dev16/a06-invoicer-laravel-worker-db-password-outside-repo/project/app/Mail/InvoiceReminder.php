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

    public function __construct(public Invoice $invoice, public int $reminderNumber)
    {
    }

    public function envelope(): Envelope
    {
        $prefix = $this->reminderNumber > 1 ? 'Second reminder' : 'Reminder';

        return new Envelope(subject: "{$prefix}: invoice {$this->invoice->number} is due");
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.invoice-reminder',
            with: [
                'invoice' => $this->invoice,
                'amount' => number_format($this->invoice->total_cents / 100, 2),
            ],
        );
    }
}
