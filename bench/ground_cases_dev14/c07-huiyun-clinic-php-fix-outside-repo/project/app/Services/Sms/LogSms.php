<?php

namespace App\Services\Sms;

use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;

/** Local and CI driver: writes the message to the log instead of sending it. */
class LogSms implements SmsSender
{
    public function send(string $phone, string $templateCode, array $params): SmsResult
    {
        Log::info('SMS (log driver)', [
            'phone' => $phone,
            'template' => $templateCode,
            'params' => $params,
        ]);

        return SmsResult::ok('log-' . Str::random(12));
    }
}
