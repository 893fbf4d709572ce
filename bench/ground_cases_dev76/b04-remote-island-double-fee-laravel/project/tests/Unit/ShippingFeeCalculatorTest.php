<?php

namespace Tests\Unit;

use App\Services\Shipping\ShippingFeeCalculator;
use App\Services\Shipping\ZoneResolver;
use Tests\TestCase;

class ShippingFeeCalculatorTest extends TestCase
{
    private function calculator(): ShippingFeeCalculator
    {
        return new ShippingFeeCalculator(ZoneResolver::fromConfig());
    }

    public function test_base_fee_below_threshold(): void
    {
        $fee = $this->calculator()->calculate('150-0001', 3000);
        $this->assertSame(880, $fee['total']);
    }

    public function test_free_above_threshold(): void
    {
        $fee = $this->calculator()->calculate('150-0001', 8000);
        $this->assertSame(0, $fee['total']);
    }

    public function test_hokkaido_remote_surcharge_is_not_free(): void
    {
        $fee = $this->calculator()->calculate('097-0101', 9000);
        $this->assertSame(1100, $fee['total']);
    }

    public function test_okinawa_main_island_has_no_surcharge(): void
    {
        $fee = $this->calculator()->calculate('900-0006', 3000);
        $this->assertSame(880, $fee['total']);
    }
}
