<?php

namespace App\Mail;

use App\Models\Appointment;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Address;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class BookingConfirmed extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Appointment $appointment)
    {
    }

    public function envelope(): Envelope
    {
        $clinic = $this->appointment->clinic;

        return new Envelope(
            from: new Address(config('mail.from.address'), $clinic->displayName()),
            subject: __('booking.confirmed_subject', ['clinic' => $clinic->name], $clinic->locale),
        );
    }

    public function content(): Content
    {
        $start = $this->appointment->localStart();

        return new Content(
            view: 'emails.booking-confirmed',
            with: [
                'date' => $start->locale($this->appointment->clinic->locale)->isoFormat('dddd, D MMMM YYYY'),
                'time' => $start->format('H:i'),
                'endTime' => $this->appointment->localEnd()->format('H:i'),
                'clinic' => $this->appointment->clinic,
                'practitioner' => $this->appointment->practitioner->name,
            ],
        );
    }
}
