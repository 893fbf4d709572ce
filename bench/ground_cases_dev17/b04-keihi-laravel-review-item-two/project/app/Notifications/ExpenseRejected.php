<?php

namespace App\Notifications;

use App\Models\Expense;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class ExpenseRejected extends Notification implements ShouldQueue
{
    use Queueable;

    public function __construct(public Expense $expense)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        return (new MailMessage)
            ->subject('経費申請が差し戻されました')
            ->greeting($notifiable->name . ' さん')
            ->line('「' . $this->expense->title . '」が差し戻されました。')
            ->line('内容を確認して再申請してください。')
            ->action('申請を確認する', route('expenses.show', $this->expense));
    }
}
