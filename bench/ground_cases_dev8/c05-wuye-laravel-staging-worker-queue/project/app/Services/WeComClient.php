<?php

namespace App\Services;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;
use RuntimeException;

class WeComClient
{
    public function __construct(
        private string $corpId,
        private string $agentId,
        private string $secret,
    ) {}

    public function sendText(string $userId, string $content): void
    {
        $resp = Http::post('https://qyapi.weixin.qq.com/cgi-bin/message/send?access_token='.$this->token(), [
            'touser' => $userId,
            'msgtype' => 'text',
            'agentid' => $this->agentId,
            'text' => ['content' => $content],
        ])->json();

        if (($resp['errcode'] ?? -1) !== 0) {
            throw new RuntimeException('wecom send failed: '.($resp['errmsg'] ?? 'unknown'));
        }
    }

    private function token(): string
    {
        return Cache::remember('wecom_token', 7000, function () {
            $resp = Http::get('https://qyapi.weixin.qq.com/cgi-bin/gettoken', [
                'corpid' => $this->corpId,
                'corpsecret' => $this->secret,
            ])->json();

            return $resp['access_token'] ?? throw new RuntimeException('wecom token: '.($resp['errmsg'] ?? 'unknown'));
        });
    }
}
