<?php

namespace App\Services\Sms;

final class SmsResult
{
    private function __construct(
        public readonly bool $ok,
        public readonly string $bizId,
        public readonly string $code,
        public readonly string $message,
    ) {
    }

    public static function ok(string $bizId): self
    {
        return new self(true, $bizId, 'OK', '');
    }

    public static function failed(string $code, string $message): self
    {
        return new self(false, '', $code, $message);
    }

    /** Errors worth retrying later (throttling, gateway hiccups). */
    public function retryable(): bool
    {
        return in_array($this->code, [
            'isv.BUSINESS_LIMIT_CONTROL',
            'isp.SYSTEM_ERROR',
            'isp.GATEWAY_ERROR',
            'UNKNOWN',
        ], true);
    }
}
