<?php

namespace Tests\Unit;

use App\Models\User;
use App\Services\PointService;
use App\Services\RankService;
use Mockery;
use PHPUnit\Framework\TestCase;

class PointServiceTest extends TestCase
{
    private function service(string $rank = RankService::REGULAR): PointService
    {
        $ranks = Mockery::mock(RankService::class);
        $ranks->allows('rankOf')->andReturn($rank);
        return new PointService($ranks);
    }

    public function test_one_point_per_100_yen(): void
    {
        $this->assertSame(12, $this->service()->pointsFor(new User(), 1250));
    }

    public function test_no_points_for_zero(): void
    {
        $this->assertSame(0, $this->service()->pointsFor(new User(), 0));
    }

    public function test_rounds_down(): void
    {
        $this->assertSame(0, $this->service()->pointsFor(new User(), 99));
    }

    public function test_gold_gets_one_and_a_half(): void
    {
        $this->assertSame(18, $this->service(RankService::GOLD)->pointsFor(new User(), 1250));
    }

    public function test_gold_rounds_down(): void
    {
        $this->assertSame(1, $this->service(RankService::GOLD)->pointsFor(new User(), 199));
    }

    protected function tearDown(): void
    {
        Mockery::close();
        parent::tearDown();
    }
}
