<?php

namespace App\Notifications;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class InvoiceDueSoon extends Notification implements ShouldQueue
{
    use Queueable;

    public function __construct(public Invoice $invoice)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $hours = (int) abs($this->invoice->due_at->diffInHours(now()));

        return (new MailMessage)
            ->subject('您的账单即将到期')
            ->greeting('您好，'.$notifiable->name)
            ->line("账单 {$this->invoice->number}（{$this->invoice->amountForHumans()}）将在 {$hours} 小时后到期。")
            ->action('查看账单', route('invoices.show', $this->invoice))
            ->line('如已付款请忽略本邮件。');
    }
}
