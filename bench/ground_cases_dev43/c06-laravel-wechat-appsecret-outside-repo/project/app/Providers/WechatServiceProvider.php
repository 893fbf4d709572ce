<?php

namespace App\Providers;

use App\Services\WechatMiniService;
use Illuminate\Support\ServiceProvider;

class WechatServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(WechatMiniService::class, function () {
            return new WechatMiniService(
                config('wechat.mini.app_id'),
                config('wechat.mini.secret'),
            );
        });
    }
}
