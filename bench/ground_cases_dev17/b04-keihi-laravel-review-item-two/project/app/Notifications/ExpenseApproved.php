<?php

namespace App\Notifications;

use App\Models\Expense;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class ExpenseApproved extends Notification implements ShouldQueue
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
            ->subject('経費申請が承認されました')
            ->greeting($notifiable->name . ' さん')
            ->line('「' . $this->expense->title . '」が承認されました。')
            ->line('金額: ' . number_format($this->expense->amount) . '円')
            ->line('翌月の給与と一緒に振り込まれます。')
            ->action('申請を確認する', route('expenses.show', $this->expense));
    }
}
