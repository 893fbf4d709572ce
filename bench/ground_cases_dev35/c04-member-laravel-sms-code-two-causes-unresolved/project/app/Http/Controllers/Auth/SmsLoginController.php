<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\Member;
use App\Services\SmsCodeService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class SmsLoginController extends Controller
{
    public function __construct(private SmsCodeService $codes)
    {
    }

    public function sendCode(Request $request): JsonResponse
    {
        $data = $request->validate([
            'phone' => ['required', 'string', 'max:20'],
        ]);

        $this->codes->send($data['phone'], 'login');

        return response()->json(['message' => '验证码已发送']);
    }

    public function login(Request $request): JsonResponse
    {
        $data = $request->validate([
            'phone' => ['required', 'string', 'max:20'],
            'code' => ['required', 'string', 'size:6'],
        ]);

        if (!$this->codes->verify($data['phone'], 'login', $data['code'])) {
            return response()->json(['message' => '验证码错误或已过期'], 422);
        }

        $member = Member::firstOrCreate(
            ['phone' => $this->codes->normalizePhone($data['phone'])],
            ['nickname' => '会员' . substr($data['phone'], -4)],
        );

        return response()->json([
            'token' => $member->createToken('app')->plainTextToken,
            'member' => $member->only(['id', 'nickname', 'phone']),
        ]);
    }
}
