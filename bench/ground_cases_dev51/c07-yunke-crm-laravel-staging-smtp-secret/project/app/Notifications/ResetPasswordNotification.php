<?php

namespace App\Notifications;

use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class ResetPasswordNotification extends Notification implements ShouldQueue
{
    use Queueable;

    public int $tries = 3;

    public array $backoff = [30, 120];

    public function __construct(public string $token)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $url = url(route('password.reset', ['token' => $this->token, 'email' => $notifiable->getEmailForPasswordReset()], false));

        return (new MailMessage)
            ->subject('【云客CRM】重置密码')
            ->greeting('您好，'.$notifiable->name)
            ->line('我们收到了您账号的密码重置请求，请点击下面的按钮设置新密码。')
            ->action('重置密码', $url)
            ->line('该链接 60 分钟内有效。如果不是您本人操作，请忽略这封邮件。')
            ->salutation('云客CRM 团队');
    }
}
