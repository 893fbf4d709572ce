<?php

namespace App\Jobs;

use App\Models\Booking;
use App\Services\SendGridMailer;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SendReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public Booking $booking)
    {
    }

    public function backoff(): array
    {
        return [300, 900];
    }

    public function handle(SendGridMailer $mailer): void
    {
        $html = view('mail.reminder', ['booking' => $this->booking])->render();
        $mailer->send($this->booking->customer_email, '【明日のご予約】' . config('app.name'), $html, ['booking_id' => $this->booking->id]);
    }
}
