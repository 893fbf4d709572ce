<?php

namespace App\Http\Controllers;

use App\Models\Invitation;
use App\Models\User;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class InvitationController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        abort_unless($request->user()->hasRole('owner', 'manager'), 403);

        $data = $request->validate([
            'phone' => ['required', 'regex:/^1\d{10}$/'],
            'role' => ['required', 'in:manager,staff,viewer'],
        ]);

        $invitation = Invitation::issue($data['phone'], $data['role'], $request->user());

        return response()->json(['token' => $invitation->token], 201);
    }

    public function accept(Request $request, string $token): JsonResponse
    {
        $data = $request->validate([
            'name' => ['required', 'string', 'max:40'],
            'password' => ['required', 'string', 'min:8'],
        ]);

        $invitation = Invitation::withoutGlobalScopes()->where('token', $token)->firstOrFail();
        abort_unless($invitation->isUsable(), 410, '邀请已失效');

        $user = DB::transaction(function () use ($invitation, $data) {
            $user = new User();
            $user->name = $data['name'];
            $user->phone = $invitation->phone;
            $user->password = $data['password'];
            $user->shop_id = $invitation->shop_id;
            $user->role = $invitation->role;
            $user->save();

            $invitation->forceFill(['accepted_at' => now()])->save();

            return $user;
        });

        return response()->json([
            'token' => $user->createToken('app')->plainTextToken,
            'role' => $user->role,
        ], 201);
    }
}
