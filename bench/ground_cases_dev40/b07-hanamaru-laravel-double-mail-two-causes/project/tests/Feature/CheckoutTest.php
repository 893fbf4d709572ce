<?php

namespace Tests\Feature;

use App\Jobs\SendOrderConfirmation;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    public function test_konbini_order_waits_for_payment(): void
    {
        Queue::fake();
        $user = User::factory()->withCart()->create();

        $this->actingAs($user)
            ->post('/checkout', ['payment_method' => 'konbini'])
            ->assertRedirect();

        Queue::assertNotPushed(SendOrderConfirmation::class);
    }

    public function test_card_order_sends_confirmation(): void
    {
        Queue::fake();
        $user = User::factory()->withCart()->create();
        $this->fakeCardCapture();

        $this->actingAs($user)
            ->post('/checkout', ['payment_method' => 'card', 'card_token' => 'tok_visa'])
            ->assertRedirect();

        Queue::assertPushed(SendOrderConfirmation::class);
    }
}
