<?php

namespace Tests\Feature;

use App\Models\Member;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class MembershipTest extends TestCase
{
    use RefreshDatabase;

    public function test_renew_extends_active_membership_from_expiry(): void
    {
        Carbon::setTestNow('2025-05-10 12:00:00');
        $user = User::factory()->create();
        Member::create(['user_id' => $user->id, 'level' => 'gold', 'expires_at' => '2025-05-20 00:00:00']);

        $this->actingAs($user)->postJson('/api/membership/renew')
            ->assertOk()
            ->assertJsonPath('expires_at', '2025-06-20T00:00:00+00:00')
            ->assertJsonPath('charged', 3000);
    }

    public function test_yearly_plan_adds_a_year_and_charges_ten_months(): void
    {
        Carbon::setTestNow('2025-05-10 12:00:00');
        $user = User::factory()->create();
        Member::create(['user_id' => $user->id, 'level' => 'platinum', 'expires_at' => '2025-05-20 00:00:00']);

        $this->actingAs($user)->postJson('/api/membership/renew', ['plan' => 'yearly'])
            ->assertOk()
            ->assertJsonPath('expires_at', '2026-05-20T00:00:00+00:00')
            ->assertJsonPath('charged', 60000);
    }

    public function test_renew_lapsed_membership_starts_now(): void
    {
        Carbon::setTestNow('2025-05-10 12:00:00');
        $user = User::factory()->create();
        Member::create(['user_id' => $user->id, 'level' => 'gold', 'expires_at' => '2025-01-01 00:00:00']);

        $this->actingAs($user)->postJson('/api/membership/renew')
            ->assertOk()
            ->assertJsonPath('expires_at', '2025-06-10T12:00:00+00:00');
    }
}
