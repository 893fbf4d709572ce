<?php

namespace App\Services\Sms;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;

class AliyunSms implements SmsSender
{
    public function __construct(
        private readonly string $accessKeyId,
        private readonly string $accessKeySecret,
        private readonly string $endpoint,
        private readonly string $signName,
    ) {
    }

    public function send(string $phone, string $templateCode, array $params): SmsResult
    {
        $query = [
            'AccessKeyId' => $this->accessKeyId,
            'Action' => 'SendSms',
            'Format' => 'JSON',
            'PhoneNumbers' => $phone,
            'RegionId' => 'cn-hangzhou',
            'SignName' => $this->signName,
            'SignatureMethod' => 'HMAC-SHA1',
            'SignatureNonce' => (string) Str::uuid(),
            'SignatureVersion' => '1.0',
            'TemplateCode' => $templateCode,
            'TemplateParam' => json_encode($params, JSON_UNESCAPED_UNICODE),
            'Timestamp' => gmdate('Y-m-d\TH:i:s\Z'),
            'Version' => '2017-05-25',
        ];
        $query['Signature'] = $this->sign($query);

        $body = Http::timeout(5)->get($this->endpoint, $query)->json();
        if (($body['Code'] ?? '') === 'OK') {
            return SmsResult::ok($body['BizId'] ?? '');
        }

        return SmsResult::failed($body['Code'] ?? 'UNKNOWN', $body['Message'] ?? '');
    }

    private function sign(array $query): string
    {
        ksort($query);
        $pairs = [];
        foreach ($query as $k => $v) {
            $pairs[] = $this->encode($k) . '=' . $this->encode($v);
        }
        $stringToSign = 'GET&%2F&' . $this->encode(implode('&', $pairs));

        return base64_encode(hash_hmac('sha1', $stringToSign, $this->accessKeySecret . '&', true));
    }

    private function encode(string $value): string
    {
        return str_replace(['+', '*', '%7E'], ['%20', '%2A', '~'], rawurlencode($value));
    }
}
