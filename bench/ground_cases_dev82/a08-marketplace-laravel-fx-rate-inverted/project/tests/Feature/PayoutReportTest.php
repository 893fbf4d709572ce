<?php

namespace Tests\Feature;

use App\Models\Payout;
use App\Models\Seller;
use App\Services\PayoutReport;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PayoutReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_lists_paid_payouts_of_the_month(): void
    {
        $seller = Seller::factory()->create(['name' => 'Fjord Ceramics']);
        Payout::factory()->for($seller)->create([
            'stripe_payout_id' => 'po_1', 'amount_minor' => 125000, 'currency' => 'EUR', 'status' => 'paid',
            'created_at' => '2025-10-14 10:00:00', 'arrival_date' => '2025-10-16',
        ]);
        Payout::factory()->for($seller)->create([
            'stripe_payout_id' => 'po_2', 'amount_minor' => 9900, 'currency' => 'EUR', 'status' => 'failed',
            'created_at' => '2025-10-15 10:00:00',
        ]);

        $rows = app(PayoutReport::class)->rows(CarbonImmutable::parse('2025-10-01'));

        $this->assertSame([['po_1', 'Fjord Ceramics', 'EUR', '1250.00', '1250.00', '2025-10-16']], $rows);
    }
}
