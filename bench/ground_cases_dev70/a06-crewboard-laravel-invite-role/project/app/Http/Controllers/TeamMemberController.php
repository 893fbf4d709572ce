<?php

namespace App\Http\Controllers;

use App\Models\Team;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;
use Illuminate\View\View;

class TeamMemberController extends Controller
{
    public function index(Team $team): View
    {
        Gate::authorize('viewMembers', $team);

        return view('teams.members', [
            'team' => $team,
            'members' => $team->users()->orderBy('name')->get(),
            'invitations' => $team->invitations()->whereNull('accepted_at')->latest()->get(),
        ]);
    }

    public function destroy(Team $team, User $user): RedirectResponse
    {
        Gate::authorize('removeMember', [$team, $user]);

        $team->users()->detach($user->id);

        return back()->with('status', "{$user->name} was removed from {$team->name}.");
    }
}
