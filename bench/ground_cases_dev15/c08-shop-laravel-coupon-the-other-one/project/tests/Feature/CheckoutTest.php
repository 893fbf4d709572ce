<?php

namespace Tests\Feature;

use App\Models\Cart;
use App\Models\Coupon;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    public function test_checkout_applies_coupon_and_counts_the_use(): void
    {
        $user = User::factory()->create();
        Cart::factory()->for($user)->withItems(2, unitPrice: 2500)->create();
        $coupon = Coupon::factory()->create(['code' => 'WELCOME10', 'type' => 'percent', 'value' => 10, 'max_uses' => 100]);

        $res = $this->actingAs($user)->postJson('/api/checkout', ['coupon' => 'welcome10']);

        $res->assertCreated()->assertJson(['total' => 4500, 'discount' => 500]);
        $this->assertSame(1, $coupon->fresh()->used_count);
    }

    public function test_unknown_coupon_is_rejected(): void
    {
        $user = User::factory()->create();
        Cart::factory()->for($user)->withItems(1, unitPrice: 1000)->create();

        $this->actingAs($user)->postJson('/api/checkout', ['coupon' => 'NOPE'])
            ->assertStatus(422)
            ->assertJson(['error' => 'coupon_not_usable']);
    }
}
