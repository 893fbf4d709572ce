<?php

namespace Tests\Feature;

use App\Models\Invitation;
use App\Models\Team;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class InvitationTest extends TestCase
{
    use RefreshDatabase;

    private function teamWithOwner(): array
    {
        $owner = User::factory()->create();
        $team = Team::factory()->create(['owner_id' => $owner->id]);
        $team->users()->attach($owner->id, ['role' => 'owner']);

        return [$team, $owner];
    }

    public function test_admin_can_invite(): void
    {
        Mail::fake();
        [$team, $owner] = $this->teamWithOwner();

        $this->actingAs($owner)
            ->post(route('invitations.store', $team), ['email' => 'new@example.com', 'role' => 'member'])
            ->assertRedirect();

        $this->assertDatabaseHas('invitations', ['email' => 'new@example.com', 'team_id' => $team->id]);
    }

    public function test_invitation_is_valid_for_a_day(): void
    {
        [$team, $owner] = $this->teamWithOwner();
        $invitation = $team->invitations()->create(['email' => 'x@example.com', 'role' => 'member', 'invited_by' => $owner->id]);

        $this->travel(24)->hours();

        $this->get(route('invitations.show', $invitation->token))->assertOk();
    }

    public function test_accepted_invite_adds_member_with_invited_role(): void
    {
        [$team, $owner] = $this->teamWithOwner();
        $invitee = User::factory()->create(['email' => 'admin2@example.com']);
        $invitation = $team->invitations()->create(['email' => 'admin2@example.com', 'role' => 'admin', 'invited_by' => $owner->id]);

        $this->actingAs($invitee)->post(route('invitations.accept', $invitation->token))->assertRedirect();

        $this->assertSame('admin', $team->roleOf($invitee));
    }
}
