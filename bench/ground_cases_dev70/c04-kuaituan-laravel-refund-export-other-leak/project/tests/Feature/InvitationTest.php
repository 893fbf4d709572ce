<?php

namespace Tests\Feature;

use App\Models\Invitation;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvitationTest extends TestCase
{
    use RefreshDatabase;

    public function test_manager_can_invite_staff(): void
    {
        $manager = User::factory()->create(['shop_id' => 1, 'role' => 'manager']);

        $this->actingAs($manager)
            ->postJson('/api/invitations', ['phone' => '13800001111', 'role' => 'staff'])
            ->assertCreated();
    }

    public function test_accepted_user_gets_invited_role(): void
    {
        $manager = User::factory()->create(['shop_id' => 1, 'role' => 'manager']);
        $this->actingAs($manager);
        $invitation = Invitation::issue('13800003333', 'staff', $manager);

        $this->postJson("/api/invitations/{$invitation->token}/accept", ['name' => '小王', 'password' => 'secret-123'])
            ->assertCreated()
            ->assertJson(['role' => 'staff']);
    }

    public function test_expired_invitation_is_gone(): void
    {
        $manager = User::factory()->create(['shop_id' => 1, 'role' => 'manager']);
        $this->actingAs($manager);
        $invitation = Invitation::issue('13800002222', 'staff', $manager);
        $invitation->forceFill(['expires_at' => now()->subMinute()])->save();

        $this->postJson("/api/invitations/{$invitation->token}/accept", ['name' => '小张', 'password' => 'secret-123'])
            ->assertStatus(410);
    }
}
