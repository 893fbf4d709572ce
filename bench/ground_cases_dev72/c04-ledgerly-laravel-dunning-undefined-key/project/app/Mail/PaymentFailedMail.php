<?php

namespace App\Mail;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class PaymentFailedMail extends Mailable
{
    use Queueable, SerializesModels;

    private const SUBJECTS = [
        'payment_failed_first' => 'We could not charge your card',
        'payment_failed_second' => 'Second reminder: payment failed',
        'payment_failed_final' => 'Final notice: your workspace will be suspended',
    ];

    public function __construct(public Invoice $invoice, public string $template)
    {
    }

    public function envelope(): Envelope
    {
        $subject = self::SUBJECTS[$this->template] ?? 'Payment failed';

        return new Envelope(subject: "{$subject} ({$this->invoice->number})");
    }

    public function content(): Content
    {
        return new Content(
            view: 'emails.' . $this->template,
            with: [
                'amount' => $this->invoice->formattedAmount(),
                'retryAt' => $this->invoice->next_retry_at,
                'supportEmail' => config('dunning.support_email'),
            ],
        );
    }
}
