<?php

namespace Tests\Unit;

use App\Models\Coupon;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class CouponTest extends TestCase
{
    protected function tearDown(): void
    {
        Carbon::setTestNow();
        parent::tearDown();
    }

    private function coupon(string $expires): Coupon
    {
        return new Coupon(['expires_at' => $expires, 'min_order_amount' => 10000]);
    }

    public function test_not_expired_before_the_date(): void
    {
        Carbon::setTestNow('2025-11-29 12:00:00');
        $this->assertFalse($this->coupon('2025-11-30')->isExpired());
    }

    public function test_still_valid_on_the_last_day(): void
    {
        Carbon::setTestNow('2025-11-30 15:30:00');
        $this->assertFalse($this->coupon('2025-11-30')->isExpired());
    }

    public function test_expired_after_the_date(): void
    {
        Carbon::setTestNow('2025-12-01 09:00:00');
        $this->assertTrue($this->coupon('2025-11-30')->isExpired());
    }

    public function test_min_amount(): void
    {
        $this->assertFalse($this->coupon('2025-11-30')->appliesTo(9999));
        $this->assertTrue($this->coupon('2025-11-30')->appliesTo(10000));
    }
}
