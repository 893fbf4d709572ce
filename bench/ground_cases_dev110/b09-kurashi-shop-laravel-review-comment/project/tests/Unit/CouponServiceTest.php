<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CouponService;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class CouponServiceTest extends TestCase
{
    private function service(): CouponService
    {
        return new CouponService(CarbonImmutable::parse('2025-12-01 12:00:00'));
    }

    public function test_past_expiry_is_expired(): void
    {
        $coupon = new Coupon(['expires_at' => '2025-11-30 23:59:59']);
        $this->assertTrue($this->service()->isExpired($coupon));
    }

    public function test_future_expiry_is_not_expired(): void
    {
        $coupon = new Coupon(['expires_at' => '2025-12-31 23:59:59']);
        $this->assertFalse($this->service()->isExpired($coupon));
    }

    public function test_no_expiry_never_expires(): void
    {
        $coupon = new Coupon(['expires_at' => null]);
        $this->assertFalse($this->service()->isExpired($coupon));
    }
}
