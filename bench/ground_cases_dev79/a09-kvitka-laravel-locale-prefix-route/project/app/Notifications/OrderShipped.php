<?php

namespace App\Notifications;

use App\Models\Order;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class OrderShipped extends Notification implements ShouldQueue
{
    use Queueable;

    public function __construct(public Order $order)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        return (new MailMessage)
            ->subject(__('mail.shipped.subject', ['number' => $this->order->number]))
            ->greeting(__('mail.shipped.greeting', ['name' => $notifiable->name]))
            ->line(trans_choice('mail.shipped.items', $this->order->items_count))
            ->action(__('mail.shipped.track'), route('orders.show', $this->order));
    }
}
