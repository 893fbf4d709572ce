<?php

namespace App\Providers;

use App\Services\Sms\AliyunSms;
use App\Services\Sms\LogSms;
use App\Services\Sms\SmsSender;
use Illuminate\Support\ServiceProvider;

class SmsServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(SmsSender::class, function () {
            $config = config('sms');
            if ($config['driver'] !== 'aliyun') {
                return new LogSms();
            }

            return new AliyunSms(
                $config['aliyun']['access_key_id'],
                $config['aliyun']['access_key_secret'],
                $config['aliyun']['endpoint'],
                $config['sign_name'],
            );
        });
    }

    public function provides(): array
    {
        return [SmsSender::class];
    }
}
