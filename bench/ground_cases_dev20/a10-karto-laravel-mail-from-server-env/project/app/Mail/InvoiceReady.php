<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Address;
use Illuminate\Mail\Mailables\Attachment;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class InvoiceReady extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            from: new Address('billing@karto.app', 'Karto Billing'),
            subject: "Your Karto invoice {$this->invoice->number}",
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'emails.invoice-ready',
            with: ['amount' => $this->invoice->formattedTotal()],
        );
    }

    public function attachments(): array
    {
        return [
            Attachment::fromStorage($this->invoice->pdf_path)
                ->as("karto-{$this->invoice->number}.pdf")
                ->withMime('application/pdf'),
        ];
    }
}
