<?php

namespace Tests\Unit;

use App\Models\Coupon;
use App\Services\CheckoutCalculator;
use PHPUnit\Framework\TestCase;

class CheckoutCalculatorTest extends TestCase
{
    public function test_member_discount(): void
    {
        $r = (new CheckoutCalculator())->total([['price' => 10000, 'qty' => 1]], true);
        $this->assertSame(500, $r['member_discount']);
        $this->assertSame(9500, $r['total']);
    }

    public function test_coupon_for_guest(): void
    {
        $coupon = new Coupon(['code' => 'AUTUMN10', 'percent_off' => 10]);
        $r = (new CheckoutCalculator())->total([['price' => 3300, 'qty' => 2]], false, $coupon);
        $this->assertSame(660, $r['coupon_discount']);
        $this->assertSame(5940, $r['total']);
    }
}
