<?php

namespace Tests\Feature;

use App\Models\Sale;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlyReportTest extends TestCase
{
    use RefreshDatabase;

    private function sale(string $at, int $amount, string $code = 'P-1'): Sale
    {
        return Sale::create([
            'order_number' => 'O-'.uniqid(),
            'product_code' => $code,
            'product_name' => '商品'.$code,
            'quantity' => 1,
            'amount' => $amount,
            'sold_at' => $at,
        ]);
    }

    public function test_it_shows_the_monthly_rows(): void
    {
        $this->sale('2025-09-10 12:00:00', 1000);
        $this->sale('2025-09-11 12:00:00', 1500);
        $this->sale('2025-10-01 12:00:00', 9999);

        $this->actingAs(User::factory()->create())
            ->get('/reports/monthly?month=2025-09')
            ->assertOk()
            ->assertSee('2,500')
            ->assertDontSee('9,999');
    }

    public function test_it_shows_tax_included_amounts(): void
    {
        $this->sale('2025-09-10 12:00:00', 1000);

        $this->actingAs(User::factory()->create())
            ->get('/reports/monthly?month=2025-09')
            ->assertOk()
            ->assertSee('売上 (税込)')
            ->assertSee('1,100');
    }

    public function test_it_rejects_a_bad_month(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/reports/monthly?month=2025-13')
            ->assertStatus(422);
    }
}
