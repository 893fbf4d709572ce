<?php

namespace App\Services;

use App\Exceptions\BizException;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class WechatMiniService
{
    private const API = 'https://api.weixin.qq.com';

    public function __construct(
        private readonly string $appId,
        private readonly string $secret,
    ) {
    }

    /**
     * 小程序登录：用 wx.login 拿到的 code 换 openid / session_key。
     *
     * @return array{openid: string, session_key: string, unionid?: string}
     */
    public function code2Session(string $code): array
    {
        $resp = Http::timeout(5)->get(self::API . '/sns/jscode2session', [
            'appid' => $this->appId,
            'secret' => $this->secret,
            'js_code' => $code,
            'grant_type' => 'authorization_code',
        ])->json();

        if (!empty($resp['errcode'])) {
            Log::error('wechat code2session failed', $resp);
            throw new BizException('微信登录失败，请稍后重试', 50010);
        }

        return $resp;
    }

    /**
     * 服务端 access_token，缓存 7000 秒（微信有效期 7200 秒）。
     */
    public function accessToken(): string
    {
        return Cache::remember('wechat:mini:access_token', 7000, function () {
            $resp = Http::timeout(5)->get(self::API . '/cgi-bin/token', [
                'grant_type' => 'client_credential',
                'appid' => $this->appId,
                'secret' => $this->secret,
            ])->json();
            if (empty($resp['access_token'])) {
                Log::error('wechat access_token failed', $resp);
                throw new BizException('获取微信 access_token 失败', 50011);
            }
            return $resp['access_token'];
        });
    }
}
