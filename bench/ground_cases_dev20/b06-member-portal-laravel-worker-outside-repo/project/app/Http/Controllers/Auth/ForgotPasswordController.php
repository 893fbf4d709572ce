<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Password;
use Illuminate\View\View;

class ForgotPasswordController extends Controller
{
    public function create(): View
    {
        return view('auth.forgot-password');
    }

    public function store(Request $request): RedirectResponse
    {
        $request->validate(['email' => ['required', 'email']]);

        $status = Password::sendResetLink($request->only('email'));

        Log::info('password reset requested', [
            'email_hash' => hash('sha256', strtolower($request->input('email'))),
            'status' => $status,
        ]);

        // 登録の有無が分からないよう、常に同じメッセージを返す
        return back()->with('status', __('passwords.sent'));
    }
}
