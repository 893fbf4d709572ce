<?php

namespace App\Mail;

use Carbon\CarbonImmutable;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Attachment;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class DailyReportMail extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(
        public CarbonImmutable $date,
        public array $summary,
    ) {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: "【日報】{$this->date->format('n/j')} 売上サマリー");
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.daily-report',
            with: ['date' => $this->date, 'summary' => $this->summary],
        );
    }

    public function attachments(): array
    {
        if (! config('reports.attach_csv')) {
            return [];
        }
        $rows = ["channel,total"];
        foreach ($this->summary['by_channel'] as $channel => $total) {
            $rows[] = "{$channel},{$total}";
        }

        return [
            Attachment::fromData(fn () => implode("\n", $rows), "sales-{$this->date->toDateString()}.csv")
                ->withMime('text/csv'),
        ];
    }
}
