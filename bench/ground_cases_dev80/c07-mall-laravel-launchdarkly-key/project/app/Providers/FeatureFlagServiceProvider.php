<?php

namespace App\Providers;

use App\Services\FeatureFlags;
use Illuminate\Support\ServiceProvider;
use LaunchDarkly\LDClient;

class FeatureFlagServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(LDClient::class, function () {
            $config = config('launchdarkly');

            return new LDClient($config['sdk_key'] ?? '', [
                'offline' => $config['offline'] || empty($config['sdk_key']),
                'timeout' => $config['timeout'],
                'connect_timeout' => $config['timeout'],
                'send_events' => $config['send_events'],
                'logger' => logger()->channel('flags'),
            ]);
        });

        $this->app->singleton(FeatureFlags::class);
    }
}
