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

    public function __construct(public readonly string $token)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $url = url(route('password.reset', [
            'token' => $this->token,
            'email' => $notifiable->getEmailForPasswordReset(),
        ], false));

        return (new MailMessage)
            ->subject('重置你的课学密码')
            ->greeting('你好，'.$notifiable->name)
            ->line('我们收到了重置密码的请求，点击下面的按钮设置新密码：')
            ->action('重置密码', $url)
            ->line('链接 '.config('auth.passwords.users.expire').' 分钟内有效。')
            ->line('如果不是你本人操作，请忽略这封邮件。');
    }
}
