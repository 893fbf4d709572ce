<?php

namespace App\Notifications;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;
use Illuminate\Notifications\Slack\SlackMessage;

class InvoiceIssuedNotification extends Notification
{
    use Queueable;

    public function __construct(public Invoice $invoice)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail', 'slack'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        return (new MailMessage)
            ->subject("請求書 {$this->invoice->number} を発行しました")
            ->line('請求書を発行しました。下記よりご確認ください。')
            ->action('請求書を見る', route('invoices.show', $this->invoice));
    }

    public function toSlack(object $notifiable): SlackMessage
    {
        return (new SlackMessage)
            ->text("請求書 {$this->invoice->number} を発行しました（{$this->invoice->client->name}）");
    }
}
