<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\User;
use App\Notifications\InvitedToTeam;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;

class InviteController extends Controller
{
    public function store(Request $request): RedirectResponse
    {
        $this->authorize('invite', $request->user()->team);

        $data = $request->validate([
            'name' => ['required', 'string', 'max:120'],
            'email' => ['required', 'email', 'max:255', Rule::unique('users', 'email')],
            'role' => ['required', Rule::in([User::ROLE_MEMBER, User::ROLE_ADMIN])],
        ]);

        $user = User::create($data + [
            'password' => Str::random(40),
            'timezone' => $request->user()->timezone,
            'team_id' => $request->user()->team_id,
        ]);

        $user->notify(new InvitedToTeam($request->user()));

        return back()->with('status', 'invited');
    }
}
