<?php

namespace App\Http\Controllers;

use App\Mail\TeamInvitation;
use App\Models\Invitation;
use App\Models\Team;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Mail;
use Illuminate\Validation\Rule;
use Illuminate\View\View;

class InvitationController extends Controller
{
    public function store(Request $request, Team $team): RedirectResponse
    {
        Gate::authorize('invite', $team);

        $data = $request->validate([
            'email' => ['required', 'email'],
            'role' => ['required', Rule::in(config('teams.invitable_roles'))],
        ]);

        $invitation = $team->invitations()->create($data + ['invited_by' => $request->user()->id]);
        Mail::to($invitation->email)->queue(new TeamInvitation($invitation));

        return back()->with('status', "Invitation sent to {$invitation->email}.");
    }

    public function show(Invitation $invitation): View
    {
        abort_if($invitation->accepted_at !== null, 410, 'This invitation was already used.');
        abort_if($invitation->isExpired(), 410, 'This invitation has expired.');

        return view('invitations.show', ['invitation' => $invitation]);
    }

    public function accept(Request $request, Invitation $invitation): RedirectResponse
    {
        abort_unless($invitation->isPending(), 410, 'This invitation has expired.');
        abort_unless(strcasecmp($request->user()->email, $invitation->email) === 0, 403);

        $team = $invitation->team;
        if (! $team->hasUser($request->user())) {
            $team->users()->attach($request->user()->id, ['role' => 'member']);
        }
        $invitation->forceFill(['accepted_at' => now()])->save();

        return redirect()->route('teams.members', $team)->with('status', "Welcome to {$team->name}!");
    }
}
