<?php

namespace App\Http\Controllers;

use App\Jobs\SendSmsCode;
use App\Models\User;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Hash;

class AuthController extends Controller
{
    public function login(Request $request): JsonResponse
    {
        $data = $request->validate([
            'phone' => ['required', 'string'],
            'password' => ['required', 'string'],
        ]);

        $user = User::where('phone', $data['phone'])->first();
        if (! $user || ! Hash::check($data['password'], $user->password)) {
            return response()->json(['message' => '手机号或密码错误'], 401);
        }

        return response()->json([
            'token' => $user->createToken('app')->plainTextToken,
            'user' => $user->only(['id', 'name', 'phone']),
        ]);
    }

    public function sendCode(Request $request): JsonResponse
    {
        $phone = $request->validate(['phone' => ['required', 'regex:/^1[3-9]\d{9}$/']])['phone'];
        $code = (string) random_int(100000, 999999);
        Cache::put("sms:code:{$phone}", $code, now()->addMinutes(5));
        SendSmsCode::dispatch($phone, $code);

        return response()->json(['message' => '验证码已发送']);
    }

    public function logout(Request $request): JsonResponse
    {
        $request->user()->currentAccessToken()->delete();

        return response()->json(['message' => 'ok']);
    }
}
