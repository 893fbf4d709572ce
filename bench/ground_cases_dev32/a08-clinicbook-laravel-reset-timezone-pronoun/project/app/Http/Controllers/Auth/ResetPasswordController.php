<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\User;
use App\Services\PasswordResetService;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Validation\Rules\Password;
use Illuminate\View\View;

class ResetPasswordController extends Controller
{
    public function __construct(private readonly PasswordResetService $resets)
    {
    }

    public function show(Request $request, string $token): View
    {
        return view('auth.reset-password', ['token' => $token, 'email' => $request->query('email')]);
    }

    public function store(Request $request): RedirectResponse
    {
        $data = $request->validate([
            'token' => ['required', 'string'],
            'email' => ['required', 'email'],
            'password' => ['required', 'confirmed', Password::min(10)->uncompromised()],
        ]);

        $user = User::where('email', $data['email'])->first();
        if ($user === null || ! $this->resets->tokenIsValid($user, $data['token'])) {
            return back()
                ->withInput($request->only('email'))
                ->withErrors(['email' => __('passwords.token')]);
        }

        $user->forceFill(['password' => Hash::make($data['password'])])->save();
        $this->resets->forget($user);

        return redirect()->route('login')->with('status', __('passwords.reset'));
    }
}
