<?php

namespace App\Providers;

use App\Services\Sms\AliyunSmsClient;
use Illuminate\Support\ServiceProvider;

class SmsServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(AliyunSmsClient::class, function () {
            $cfg = config('sms.aliyun');

            return new AliyunSmsClient(
                (string) $cfg['access_key_id'],
                (string) $cfg['access_key_secret'],
                (string) $cfg['sign_name'],
            );
        });
    }
}
