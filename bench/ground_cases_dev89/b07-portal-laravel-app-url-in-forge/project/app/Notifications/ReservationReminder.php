<?php

namespace App\Notifications;

use App\Models\Reservation;
use Illuminate\Bus\Queueable;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class ReservationReminder extends Notification
{
    use Queueable;

    public function __construct(private Reservation $reservation) {}

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        return (new MailMessage)
            ->subject('【さくら歯科】 明日のご予約のお知らせ')
            ->line($this->reservation->starts_at->format('n月j日 H:i') . 'からご予約をいただいております。')
            ->action('予約を確認・変更する', route('reservations.show', $this->reservation))
            ->line('ご都合が悪くなった場合は前日18時までにご連絡ください。');
    }
}
