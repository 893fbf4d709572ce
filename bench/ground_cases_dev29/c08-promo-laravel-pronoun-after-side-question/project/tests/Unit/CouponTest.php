<?php

namespace Tests\Unit;

use App\Models\Coupon;
use Illuminate\Support\Carbon;
use PHPUnit\Framework\TestCase;

class CouponTest extends TestCase
{
    private function coupon(array $attrs = []): Coupon
    {
        $coupon = new Coupon(array_merge([
            'code' => 'WELCOME10', 'type' => 'fixed', 'value' => 1000, 'min_order_cents' => 5000,
            'max_uses' => null, 'active' => true,
        ], $attrs));
        $coupon->used_count = $attrs['used_count'] ?? 0;

        return $coupon;
    }

    public function test_inactive_coupon_is_not_usable(): void
    {
        $this->assertFalse($this->coupon(['active' => false])->isUsable());
    }

    public function test_expired_coupon_is_not_usable(): void
    {
        $coupon = $this->coupon(['expires_at' => Carbon::parse('2025-10-31 23:59:59')]);

        $this->assertFalse($coupon->isUsable(Carbon::parse('2025-11-01 00:00:01')));
    }

    public function test_fixed_discount_is_capped_by_order(): void
    {
        $this->assertSame(1000, $this->coupon()->discountFor(8000));
        $this->assertSame(0, $this->coupon()->discountFor(4000));
    }
}
