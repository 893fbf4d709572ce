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

    private const SUBJECTS = [
        'first' => '【ご確認】お支払期日を過ぎております',
        'second' => '【再送】お支払いのお願い',
        'third' => '【重要】お支払いのお願い',
        'final' => '【最終のご案内】お支払いについて',
    ];

    public function __construct(public Invoice $invoice, public string $stage)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: self::SUBJECTS[$this->stage].'（請求書 '.$this->invoice->number.'）');
    }

    public function content(): Content
    {
        return new Content(
            text: 'mail.reminder',
            with: [
                'customerName' => $this->invoice->customer->name,
                'number' => $this->invoice->number,
                'amount' => number_format($this->invoice->total_yen),
                'dueDate' => $this->invoice->due_date->format('Y年n月j日'),
                'stage' => $this->stage,
            ],
        );
    }
}
