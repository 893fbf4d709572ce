<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlyReportTest extends TestCase
{
    use RefreshDatabase;

    private function paid(string $at, int $cents, string $method = 'card'): Order
    {
        return Order::factory()->create([
            'status' => 'paid',
            'paid_at' => $at,
            'total_cents' => $cents,
            'payment_method' => $method,
        ]);
    }

    public function test_report_sums_paid_orders_of_the_month(): void
    {
        $this->paid('2025-10-01 08:00:00', 1000);
        $this->paid('2025-10-15 12:30:00', 2500, 'paypal');
        $this->paid('2025-09-30 23:59:00', 9999);

        $this->actingAs(User::factory()->create())
            ->get('/reports/monthly?year=2025&month=10')
            ->assertOk()
            ->assertSee('35,00 €');
    }

    public function test_month_is_validated(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/reports/monthly?year=2025&month=13')
            ->assertSessionHasErrors('month');
    }
}
