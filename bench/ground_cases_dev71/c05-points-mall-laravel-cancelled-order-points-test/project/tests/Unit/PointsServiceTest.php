<?php

namespace Tests\Unit;

use App\Models\Order;
use App\Services\PointsService;
use Tests\TestCase;

class PointsServiceTest extends TestCase
{
    public function test_points_for_rounds_down(): void
    {
        $order = new Order(['amount' => 99.9]);

        $this->assertSame(99, (new PointsService())->pointsFor($order));
    }

    public function test_redeem_is_capped_at_half_the_order(): void
    {
        $service = $this->partialMock(PointsService::class);
        $this->assertSame(0.0, $service->redeem(1, 0, 100));
    }
}
