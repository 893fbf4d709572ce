<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\User;
use App\Services\WechatMiniService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class AuthController extends Controller
{
    public function __construct(private readonly WechatMiniService $wechat)
    {
    }

    /**
     * POST /api/auth/mini-login  { code }
     */
    public function miniLogin(Request $request): JsonResponse
    {
        $data = $request->validate([
            'code' => ['required', 'string', 'max:128'],
        ]);

        $session = $this->wechat->code2Session($data['code']);
        Log::info('mini login', ['openid' => $session['openid'], 'session_key' => $session['session_key']]);

        $user = User::firstOrCreate(
            ['openid' => $session['openid']],
            ['unionid' => $session['unionid'] ?? null, 'nickname' => '微信用户'],
        );
        $user->forceFill(['last_login_at' => now()])->save();

        return response()->json([
            'code' => 0,
            'data' => [
                'token' => $user->createToken('mini')->plainTextToken,
                'user_id' => $user->id,
                'is_new' => $user->wasRecentlyCreated,
            ],
        ]);
    }
}
