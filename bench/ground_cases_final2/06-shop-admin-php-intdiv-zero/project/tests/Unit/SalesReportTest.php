<?php

namespace Tests\Unit;

use App\Models\Shop;
use App\Services\SalesReport;
use Tests\TestCase;

class SalesReportTest extends TestCase
{
    public function test_conversion_rate_is_zero_without_visits(): void
    {
        $shop = Shop::factory()->create(['visits_count' => 0]);

        $this->assertSame(0.0, (new SalesReport($shop))->conversionRate());
    }
}
