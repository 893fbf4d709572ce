<?php

namespace App\Mail;

use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class ExportReady extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public string $url)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: '订单导出已完成');
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.export-ready',
            with: ['url' => $this->url, 'expiresIn' => '24 小时'],
        );
    }

    public function attachments(): array
    {
        return [];
    }
}
