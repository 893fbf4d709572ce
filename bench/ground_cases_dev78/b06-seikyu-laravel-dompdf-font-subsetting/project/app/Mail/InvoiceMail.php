<?php

namespace App\Mail;

use App\Models\Invoice;
use App\Services\InvoicePdfRenderer;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Attachment;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

class InvoiceMail extends Mailable
{
    use Queueable;

    public function __construct(public Invoice $invoice)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: sprintf('請求書のご送付（%s）', $this->invoice->number));
    }

    public function content(): Content
    {
        return new Content(view: 'mail.invoice');
    }

    public function attachments(): array
    {
        $renderer = app(InvoicePdfRenderer::class);

        return [
            Attachment::fromData(fn () => $renderer->render($this->invoice), $renderer->filename($this->invoice))
                ->withMime('application/pdf'),
        ];
    }
}
