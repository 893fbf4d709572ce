<?php

namespace Tests\Unit;

use App\Models\Reservation;
use App\Payments\PaymentGateway;
use App\Services\NoShowFeeService;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Mockery;
use Tests\TestCase;

class NoShowFeeServiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_charges_the_full_menu_price_for_a_no_show(): void
    {
        $reservation = Reservation::factory()->confirmed()->create([
            'starts_at' => '2025-11-20 10:00:00',
        ]);
        $gateway = Mockery::mock(PaymentGateway::class);
        $gateway->shouldReceive('charge')->once()->with(Mockery::any(), 6600, Mockery::any());

        $count = (new NoShowFeeService($gateway))->chargeOverdue(CarbonImmutable::parse('2025-11-20 11:00:00'));

        $this->assertSame(1, $count);
        $this->assertSame(Reservation::STATUS_NO_SHOW, $reservation->fresh()->status);
    }

    public function test_does_not_charge_a_cancelled_reservation(): void
    {
        $reservation = Reservation::factory()->create([
            'status' => Reservation::STATUS_CANCELLED,
            'starts_at' => '2025-11-20 10:00:00',
        ]);
        $gateway = Mockery::mock(PaymentGateway::class);
        $gateway->shouldNotReceive('charge');

        $count = (new NoShowFeeService($gateway))->chargeOverdue(CarbonImmutable::parse('2025-11-20 11:00:00'));

        $this->assertSame(0, $count);
        $this->assertSame(Reservation::STATUS_CANCELLED, $reservation->fresh()->status);
    }
}
