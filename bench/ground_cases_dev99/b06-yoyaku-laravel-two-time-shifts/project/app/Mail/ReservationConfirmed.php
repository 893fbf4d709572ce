<?php

namespace App\Mail;

use App\Models\Reservation;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Attachment;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class ReservationConfirmed extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public function __construct(public Reservation $reservation)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: '【Mika】ご予約を承りました');
    }

    public function content(): Content
    {
        return new Content(view: 'mail.reservation_confirmed');
    }

    public function attachments(): array
    {
        return [
            Attachment::fromData(fn () => $this->icsBody(), 'reservation.ics')
                ->withMime('text/calendar; charset=UTF-8'),
        ];
    }

    private function icsBody(): string
    {
        $r = $this->reservation;

        return implode("\r\n", [
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            'PRODID:-//Mika//Yoyaku//JA',
            'BEGIN:VEVENT',
            'UID:reservation-'.$r->id.'@mika-salon.jp',
            'DTSTAMP:'.now()->utc()->format('Ymd\THis\Z'),
            'DTSTART:'.$r->starts_at->format('Ymd\THis\Z'),
            'DTEND:'.$r->ends_at->format('Ymd\THis\Z'),
            'SUMMARY:Mika '.$r->menu->name,
            'LOCATION:Hair Salon Mika 表参道店',
            'END:VEVENT',
            'END:VCALENDAR',
        ]);
    }
}
