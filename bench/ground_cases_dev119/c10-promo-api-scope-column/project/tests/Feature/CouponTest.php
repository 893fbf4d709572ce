<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_newest_first(): void
    {
        $user = User::factory()->create();
        Coupon::factory()->create(['code' => 'OLD10', 'created_at' => now()->subDay()]);
        Coupon::factory()->create(['code' => 'NEW20']);

        $this->actingAs($user)
            ->getJson('/api/coupons')
            ->assertOk()
            ->assertJsonPath('data.0.code', 'NEW20');
    }

    public function test_index_requires_login(): void
    {
        $this->getJson('/api/coupons')->assertUnauthorized();
    }
}
