<?php

namespace App\Services;

use App\Mail\StaffInvitationMail;
use App\Models\Invitation;
use App\Models\User;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

class InvitationService
{
    private const EXPIRES_IN_HOURS = 72;

    public function invite(User $inviter, string $email, string $role): Invitation
    {
        $invitation = Invitation::create([
            'shop_id' => $inviter->shop_id,
            'email' => mb_strtolower(trim($email)),
            'role' => $role,
            'token' => Str::random(48),
            'invited_by' => $inviter->id,
            'expires_at' => now()->addHours(self::EXPIRES_IN_HOURS),
        ]);

        Mail::to($invitation->email)->send(new StaffInvitationMail($invitation));

        return $invitation;
    }

    public function findUsable(string $token): ?Invitation
    {
        $invitation = Invitation::where('token', $token)->first();

        if ($invitation === null || $invitation->accepted_at !== null) {
            return null;
        }

        return $invitation->expires_at->isPast() ? null : $invitation;
    }

    public function accept(Invitation $invitation, User $user): void
    {
        $invitation->forceFill(['accepted_at' => now(), 'user_id' => $user->id])->save();
    }
}
