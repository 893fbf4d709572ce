<?php

namespace App\Policies;

use App\Models\Team;
use App\Models\User;

class TeamPolicy
{
    public function viewMembers(User $user, Team $team): bool
    {
        return $team->hasUser($user);
    }

    public function invite(User $user, Team $team): bool
    {
        return in_array($team->roleOf($user), ['owner', 'admin'], true);
    }

    public function removeMember(User $user, Team $team, User $member): bool
    {
        if ($member->id === $team->owner_id) {
            return false;
        }

        return in_array($team->roleOf($user), ['owner', 'admin'], true);
    }
}
