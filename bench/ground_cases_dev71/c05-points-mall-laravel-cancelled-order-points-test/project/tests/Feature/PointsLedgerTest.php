<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\PointsLedger;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class PointsLedgerTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
    }

    public function test_points_awarded_when_order_paid(): void
    {
        $user = User::factory()->create();
        $order = Order::create(['user_id' => $user->id, 'status' => 'pending', 'amount' => 120]);

        $order->update(['status' => 'paid']);

        $this->assertSame(120, PointsLedger::balanceFor($user->id));
    }

    public function test_points_not_awarded_for_cancelled_order(): void
    {
        $user = User::factory()->create();
        $order = Order::create(['user_id' => $user->id, 'status' => 'pending', 'amount' => 120]);

        $order->update(['status' => 'cancelled']);

        $this->assertSame(0, PointsLedger::balanceFor($user->id));
    }

    public function test_confirmation_mail_queued_when_paid(): void
    {
        $user = User::factory()->create();
        $order = Order::create(['user_id' => $user->id, 'status' => 'pending', 'amount' => 80]);

        $order->update(['status' => 'paid']);

        Mail::assertQueued(\App\Mail\OrderConfirmed::class);
    }
}
