<?php

namespace Tests\Unit;

use App\Models\Coupon;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class CouponTest extends TestCase
{
    public function test_percent_discount_is_capped_at_subtotal(): void
    {
        $coupon = new Coupon(['type' => Coupon::TYPE_PERCENT, 'value' => 150, 'min_subtotal' => 0]);
        $this->assertSame(1000, $coupon->discountFor(1000));
    }

    public function test_expired_coupon_is_not_usable(): void
    {
        $coupon = new Coupon(['expires_at' => '2025-01-01 00:00:00', 'min_subtotal' => 0, 'used_count' => 0]);
        $this->assertFalse($coupon->isUsable(5000, Carbon::parse('2025-06-01')));
    }

    public function test_unlimited_coupon_is_usable(): void
    {
        $coupon = new Coupon(['max_uses' => null, 'used_count' => 999, 'min_subtotal' => 0]);
        $this->assertTrue($coupon->isUsable(5000, Carbon::parse('2025-06-01')));
    }
}
