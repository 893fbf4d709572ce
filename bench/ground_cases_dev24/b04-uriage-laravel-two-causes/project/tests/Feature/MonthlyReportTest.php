<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlyReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_csv_contains_paid_orders_of_the_month(): void
    {
        $user = User::factory()->accountant()->create();
        Order::factory()->create(['status' => 'paid', 'paid_at' => '2025-10-10 12:00:00', 'subtotal' => 1000, 'tax' => 100]);
        Order::factory()->create(['status' => 'paid', 'paid_at' => '2025-09-30 12:00:00', 'subtotal' => 5000, 'tax' => 500]);

        $response = $this->actingAs($user)->get('/reports/monthly/csv?month=2025-10');

        $response->assertOk();
        $csv = $response->streamedContent();
        $this->assertStringContainsString('1100', $csv);
        $this->assertStringNotContainsString('5500', $csv);
    }

    public function test_requires_permission(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->get('/reports/monthly/csv?month=2025-10')->assertForbidden();
    }
}
