<?php

namespace Tests\Unit;

use App\Models\Member;
use App\Models\Payment;
use App\Models\TenantSetting;
use App\Services\PointsCalculator;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PointsCalculatorTest extends TestCase
{
    use RefreshDatabase;

    public function test_gold_member_gets_multiplier(): void
    {
        TenantSetting::factory()->create(['tenant_id' => 1, 'yuan_per_point' => 2.00]);
        $member = Member::factory()->create(['tenant_id' => 1, 'level' => 'gold']);
        $payment = Payment::factory()->for($member)->create(['tenant_id' => 1, 'amount_cents' => 39900]);

        // 399 / 2 = 199 分，gold * 1.2 = 238
        $this->assertSame(238, (new PointsCalculator())->forPayment($payment));
    }

    public function test_disabled_points(): void
    {
        TenantSetting::factory()->create(['tenant_id' => 1, 'points_enabled' => false]);
        $payment = Payment::factory()->create(['tenant_id' => 1, 'amount_cents' => 10000]);

        $this->assertSame(0, (new PointsCalculator())->forPayment($payment));
    }
}
