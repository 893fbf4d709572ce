<?php

namespace App\Jobs;

use App\Mail\BookingConfirmed;
use App\Models\Booking;
use App\Services\SendGridMailer;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SendBookingConfirmation implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    /** SendGrid の一時的な 5xx に備えて 5 回まで再試行 */
    public int $tries = 5;

    public function __construct(public Booking $booking)
    {
    }

    /** 1分, 5分, 15分, 30分 */
    public function backoff(): array
    {
        return [60, 300, 900, 1800];
    }

    public function handle(SendGridMailer $mailer): void
    {
        if ($this->booking->confirmation_sent_at !== null) {
            return;
        }

        $mail = new BookingConfirmed($this->booking);
        $mailer->send($this->booking->customer_email, $mail->subject(), $mail->render(), ['booking_id' => $this->booking->id]);

        $this->booking->forceFill(['confirmation_sent_at' => now()])->save();
    }
}
