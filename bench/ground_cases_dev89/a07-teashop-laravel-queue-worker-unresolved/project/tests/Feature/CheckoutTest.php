<?php

namespace Tests\Feature;

use App\Jobs\SendOrderConfirmation;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    public function test_checkout_validates_email(): void
    {
        $this->post('/checkout', ['email' => 'nope', 'name' => 'A', 'items' => [['sku' => 'SEN-50', 'qty' => 1]]])
            ->assertSessionHasErrors('email');
    }

    public function test_checkout_creates_order(): void
    {
        $this->post('/checkout', ['email' => 'a@b.test', 'name' => 'A', 'items' => [['sku' => 'SEN-50', 'qty' => 2]]])
            ->assertRedirect();
        $this->assertDatabaseCount('orders', 1);
    }

    public function test_checkout_queues_confirmation_mail(): void
    {
        Queue::fake();

        $this->post('/checkout', ['email' => 'a@b.test', 'name' => 'A', 'items' => [['sku' => 'SEN-50', 'qty' => 1]]]);

        Queue::assertPushed(SendOrderConfirmation::class, fn ($job) => $job->order->email === 'a@b.test');
    }
}
