<?php

namespace App\Http\Controllers;

use App\Models\User;
use App\Services\InvitationService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Hash;

class StaffInvitationController extends Controller
{
    public function __construct(private InvitationService $invitations)
    {
    }

    public function store(Request $request)
    {
        $data = $request->validate([
            'email' => ['required', 'email'],
            'role' => ['required', 'in:staff,manager'],
        ]);

        $this->invitations->invite($request->user(), $data['email'], $data['role']);

        return back()->with('status', '招待メールを送信しました');
    }

    public function accept(string $token)
    {
        $invitation = $this->invitations->findUsable($token);

        if ($invitation === null) {
            return view('invitations.expired');
        }

        return view('invitations.accept', ['invitation' => $invitation]);
    }

    public function register(Request $request, string $token)
    {
        $invitation = $this->invitations->findUsable($token);
        abort_if($invitation === null, 410);

        $data = $request->validate([
            'name' => ['required', 'string', 'max:50'],
            'password' => ['required', 'confirmed', 'min:10'],
        ]);

        $user = User::create([
            'name' => $data['name'],
            'email' => $invitation->email,
            'password' => Hash::make($data['password']),
            'shop_id' => $invitation->shop_id,
            'role' => $invitation->role,
        ]);

        $this->invitations->accept($invitation, $user);
        Auth::login($user);

        return redirect()->route('orders.index');
    }
}
