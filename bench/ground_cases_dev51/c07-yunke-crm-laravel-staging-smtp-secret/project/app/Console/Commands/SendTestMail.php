<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\Mail;
use Throwable;

class SendTestMail extends Command
{
    protected $signature = 'mail:test {to : 收件人邮箱}';

    protected $description = '用当前的邮件配置同步发送一封测试邮件';

    public function handle(): int
    {
        $to = $this->argument('to');
        $mailer = config('mail.default');
        $this->info("mailer={$mailer} host=".config("mail.mailers.{$mailer}.host").' from='.config('mail.from.address'));

        try {
            Mail::raw('这是一封来自 '.config('app.name').' ('.app()->environment().') 的测试邮件。', function ($message) use ($to) {
                $message->to($to)->subject('邮件配置测试');
            });
        } catch (Throwable $e) {
            $this->error('发送失败：'.$e->getMessage());

            return self::FAILURE;
        }

        $this->info("已发送到 {$to}");

        return self::SUCCESS;
    }
}
