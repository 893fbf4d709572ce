<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Attachment;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class InvoicePaid extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    /** Retry a failed send a few times, backing off, before it lands in failed_jobs. */
    public int $tries = 5;

    public array $backoff = [30, 120, 600];

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            subject: "Receipt for invoice {$this->invoice->number}",
            tags: ['receipt'],
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.invoice-paid',
            with: [
                'invoice' => $this->invoice,
                'amount' => $this->invoice->formattedTotal(),
            ],
        );
    }

    public function attachments(): array
    {
        return [
            Attachment::fromStorageDisk('invoices', $this->invoice->pdf_path)
                ->as("{$this->invoice->number}.pdf")
                ->withMime('application/pdf'),
        ];
    }
}
