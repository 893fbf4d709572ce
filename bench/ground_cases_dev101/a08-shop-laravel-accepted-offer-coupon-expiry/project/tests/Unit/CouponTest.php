<?php

namespace Tests\Unit;

use App\Models\Coupon;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class CouponTest extends TestCase
{
    private function coupon(array $attributes = []): Coupon
    {
        return new Coupon($attributes + [
            'code' => 'TEST', 'type' => Coupon::TYPE_PERCENT, 'value' => 10,
            'min_order_cents' => 0, 'max_redemptions' => null, 'redemptions' => 0, 'expires_at' => null,
        ]);
    }

    public function test_it_rejects_orders_below_the_minimum(): void
    {
        $this->assertFalse($this->coupon(['min_order_cents' => 3000])->isRedeemable(2999));
        $this->assertTrue($this->coupon(['min_order_cents' => 3000])->isRedeemable(3000));
    }

    public function test_it_rejects_an_exhausted_coupon(): void
    {
        $this->assertFalse($this->coupon(['max_redemptions' => 100, 'redemptions' => 100])->isRedeemable(5000));
    }

    public function test_it_rejects_a_coupon_that_expired_yesterday(): void
    {
        Carbon::setTestNow('2025-04-02 10:00:00');
        $this->assertFalse($this->coupon(['expires_at' => '2025-04-01'])->isRedeemable(5000));
    }

    public function test_a_percent_coupon_takes_a_share_of_the_subtotal(): void
    {
        $this->assertSame(499, $this->coupon(['value' => 10])->discountCents(4990));
        $this->assertSame(150, $this->coupon(['value' => 15])->discountCents(999)); // 149.85 rounds up
    }

    public function test_a_fixed_coupon_takes_its_value_but_never_more_than_the_subtotal(): void
    {
        $fixed = $this->coupon(['type' => Coupon::TYPE_FIXED, 'value' => 500]);
        $this->assertSame(500, $fixed->discountCents(4990));
        $this->assertSame(300, $fixed->discountCents(300));
    }

    public function test_it_describes_itself(): void
    {
        $this->assertSame('10% off', $this->coupon()->describe());
        $this->assertSame('5,00 € off', $this->coupon(['type' => Coupon::TYPE_FIXED, 'value' => 500])->describe());
    }
}
