<?php

namespace Tests\Unit;

use App\Models\Rental;
use App\Services\RefundPolicy;
use Illuminate\Support\Carbon;
use PHPUnit\Framework\TestCase;

class RefundPolicyTest extends TestCase
{
    public function test_no_refund_right_before_pickup(): void
    {
        $rental = new Rental(['amount_cents' => 30000]);
        $rental->created_at = Carbon::parse('2024-03-10 10:00');
        $rental->starts_at = Carbon::parse('2024-03-12 10:00');

        $refund = (new RefundPolicy())->refundFor($rental, Carbon::parse('2024-03-10 12:00'));

        $this->assertSame(0, $refund);
    }
}
