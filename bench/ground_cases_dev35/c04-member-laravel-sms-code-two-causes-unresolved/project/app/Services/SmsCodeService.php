<?php

namespace App\Services;

use App\Services\Sms\SmsGateway;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;

class SmsCodeService
{
    public function __construct(private SmsGateway $gateway)
    {
    }

    public function send(string $phone, string $scene): void
    {
        $phone = $this->normalizePhone($phone);
        $code = (string) random_int(100000, 999999);
        $ttl = config('sms.code_ttl');

        Cache::put($this->key($phone, $scene), $code, $ttl);
        Cache::put($this->key($phone, $scene) . ':tries', 0, $ttl);

        $this->gateway->send($phone, config("sms.templates.$scene"), ['code' => $code]);

        Log::info('sms code sent', [
            'phone' => substr($phone, 0, 3) . '****' . substr($phone, -4),
            'scene' => $scene,
        ]);
    }

    public function verify(string $phone, string $scene, string $input): bool
    {
        $key = $this->key($phone, $scene);
        $cached = Cache::get($key);
        if ($cached === null) {
            return false;
        }

        $tries = Cache::increment($key . ':tries');
        if ($tries > config('sms.max_tries')) {
            Cache::forget($key);
            return false;
        }

        if (!hash_equals($cached, trim($input))) {
            return false;
        }

        Cache::forget($key);
        return true;
    }

    public function normalizePhone(string $phone): string
    {
        $phone = preg_replace('/[\s\-]/', '', $phone);
        if (str_starts_with($phone, '+86')) {
            $phone = substr($phone, 3);
        }
        return $phone;
    }

    private function key(string $phone, string $scene): string
    {
        return "sms:$scene:$phone";
    }
}
