<?php

namespace App\Notifications;

use App\Models\Order;
use Illuminate\Bus\Queueable;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class ShipmentNotification extends Notification
{
    use Queueable;

    private Order $order;

    public function __construct(Order $order)
    {
        $this->order = $order;
    }

    public function via($notifiable): array
    {
        return ['mail'];
    }

    public function toMail($notifiable): MailMessage
    {
        return (new MailMessage)
            ->subject('您的订单已发货')
            ->greeting($notifiable->name)
            ->line('订单号：' . $this->order->id)
            ->line('物流单号：' . $this->order->tracking_no)
            ->action('查看订单', url('/orders/' . $this->order->id));
    }
}
