<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Support\Carbon;
use PHPUnit\Framework\TestCase;

class CouponServiceTest extends TestCase
{
    private function coupon(array $attrs = []): Coupon
    {
        return new Coupon(array_merge([
            'code' => 'SPRING10',
            'percent_off' => 10,
            'expires_at' => '2025-05-31',
            'max_uses' => null,
            'times_used' => 0,
            'active' => true,
        ], $attrs));
    }

    public function test_coupon_is_valid_through_its_expiry_day(): void
    {
        $at = Carbon::parse('2025-05-31 18:45:00');

        $this->assertNull((new CouponService())->validate($this->coupon(), 5000, $at));
    }

    public function test_coupon_is_expired_the_day_after(): void
    {
        $at = Carbon::parse('2025-06-01 00:00:01');

        $this->assertSame('expired', (new CouponService())->validate($this->coupon(), 5000, $at));
    }

    public function test_used_up_coupon_is_rejected(): void
    {
        $coupon = $this->coupon(['max_uses' => 3, 'times_used' => 3]);

        $this->assertSame('used_up', (new CouponService())->validate($coupon, 5000, Carbon::parse('2025-05-01')));
    }

    public function test_order_below_minimum_is_rejected(): void
    {
        $coupon = $this->coupon(['code' => 'FREESHIP', 'min_order_cents' => 4000, 'expires_at' => null]);
        $service = new CouponService();

        $this->assertSame('below_minimum', $service->validate($coupon, 3999, Carbon::parse('2025-05-01')));
        $this->assertNull($service->validate($coupon, 4000, Carbon::parse('2025-05-01')));
    }

    public function test_discount_never_exceeds_total(): void
    {
        $coupon = $this->coupon(['percent_off' => 150]);

        $this->assertSame(2000, (new CouponService())->discountCents($coupon, 2000));
    }
}
