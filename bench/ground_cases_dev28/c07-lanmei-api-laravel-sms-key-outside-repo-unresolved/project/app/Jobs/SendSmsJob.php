<?php

namespace App\Jobs;

use App\Services\Sms\AliyunSmsClient;
use App\Services\Sms\SmsException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class SendSmsJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public $tries = 3;

    public $backoff = [10, 60, 300];

    /** Errors that retrying cannot fix (credentials / signing problems). */
    private const FATAL_CODES = ['InvalidAccessKeyId.NotFound', 'InvalidAccessKeyId.Inactive', 'SignatureDoesNotMatch'];

    public function __construct(
        public string $mobile,
        public string $template,
        public array $params = [],
    ) {
        $this->onQueue('sms');
    }

    public function handle(AliyunSmsClient $client): void
    {
        try {
            $client->send($this->mobile, $this->template, $this->params);
        } catch (SmsException $e) {
            Log::error('SMS send failed', [
                'code' => $e->getErrorCode(),
                'message' => $e->getMessage(),
                'mobile' => mask_mobile($this->mobile),
            ]);
            if (in_array($e->getErrorCode(), self::FATAL_CODES, true)) {
                $this->fail($e);

                return;
            }
            throw $e;
        }
    }
}
