<?php

namespace App\Mail;

use App\Models\Booking;

class BookingConfirmed
{
    public function __construct(private readonly Booking $booking)
    {
    }

    public function subject(): string
    {
        return '【ご予約確定】' . $this->booking->starts_at->isoFormat('M/D(ddd) H:mm') . '〜';
    }

    public function render(): string
    {
        return view('mail.booking-confirmed', ['booking' => $this->booking])->render();
    }
}
