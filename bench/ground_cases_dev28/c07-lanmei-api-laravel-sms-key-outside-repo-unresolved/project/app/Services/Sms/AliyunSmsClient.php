<?php

namespace App\Services\Sms;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;

class AliyunSmsClient
{
    private const ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

    public function __construct(
        private string $accessKeyId,
        private string $accessKeySecret,
        private string $signName,
    ) {
    }

    public function send(string $mobile, string $template, array $params = []): void
    {
        $query = [
            'AccessKeyId' => $this->accessKeyId,
            'Action' => 'SendSms',
            'Format' => 'JSON',
            'PhoneNumbers' => $mobile,
            'RegionId' => 'cn-hangzhou',
            'SignName' => $this->signName,
            'SignatureMethod' => 'HMAC-SHA1',
            'SignatureNonce' => (string) Str::uuid(),
            'SignatureVersion' => '1.0',
            'TemplateCode' => $template,
            'TemplateParam' => json_encode($params, JSON_UNESCAPED_UNICODE),
            'Timestamp' => gmdate('Y-m-d\TH:i:s\Z'),
            'Version' => '2017-05-25',
        ];
        $query['Signature'] = $this->sign($query);

        $body = Http::timeout(5)->get(self::ENDPOINT, $query)->json();
        if (($body['Code'] ?? null) !== 'OK') {
            throw new SmsException($body['Message'] ?? 'unknown error', $body['Code'] ?? 'Unknown');
        }
    }

    private function sign(array $query): string
    {
        ksort($query);
        $canonical = http_build_query($query, '', '&', PHP_QUERY_RFC3986);
        $toSign = 'GET&%2F&' . rawurlencode($canonical);

        return base64_encode(hash_hmac('sha1', $toSign, $this->accessKeySecret . '&', true));
    }
}
