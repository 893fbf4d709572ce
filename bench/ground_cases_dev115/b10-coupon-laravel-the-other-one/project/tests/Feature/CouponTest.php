<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouponTest extends TestCase
{
    use RefreshDatabase;

    public function test_unknown_coupon_is_rejected(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)
            ->postJson('/api/coupons/apply', ['code' => 'NOPE', 'subtotal' => 1000])
            ->assertStatus(422)
            ->assertJson(['error' => 'coupon_not_found']);
    }

    public function test_percent_discount_is_applied(): void
    {
        $user = User::factory()->create();
        Coupon::create(['code' => 'TEN', 'discount_percent' => 10, 'max_uses' => null, 'used_count' => 0, 'expires_at' => null]);
        $this->actingAs($user)
            ->postJson('/api/coupons/apply', ['code' => 'TEN', 'subtotal' => 1980])
            ->assertOk()
            ->assertJson(['discount' => 198, 'total' => 1782]);
    }
}
