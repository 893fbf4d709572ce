<?php

namespace App\Jobs;

use App\Services\Sms\SmsSender;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;

class SendSmsJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    public function __construct(
        public readonly string $phone,
        public readonly string $template,
        public readonly array $params,
    ) {
    }

    public function backoff(): array
    {
        return config('sms.retry.backoff_seconds');
    }

    public function handle(SmsSender $sms): void
    {
        $templateCode = config("sms.templates.{$this->template}");
        $result = $sms->send($this->phone, $templateCode, $this->params);
        if ($result->ok) {
            Log::info('SMS sent', ['phone' => Str::mask($this->phone, '*', 3, 4), 'biz_id' => $result->bizId]);
            return;
        }

        Log::error('SMS send failed', [
            'phone' => Str::mask($this->phone, '*', 3, 4),
            'template' => $templateCode,
            'code' => $result->code,
            'message' => $result->message,
        ]);
        if ($result->retryable()) {
            $this->release($this->backoff()[$this->attempts() - 1] ?? 600);
        }
    }
}
