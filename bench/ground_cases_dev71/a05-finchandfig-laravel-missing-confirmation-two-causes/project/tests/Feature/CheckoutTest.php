<?php

namespace Tests\Feature;

use App\Events\OrderPlaced;
use App\Models\Customer;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    public function test_checkout_places_order_and_fires_event(): void
    {
        Event::fake([OrderPlaced::class]);
        $customer = Customer::factory()->create();
        $this->actingAs($customer)->withCart(['TEA-EARL-100' => 2]);

        $this->post('/checkout', ['email' => $customer->email])->assertRedirect();

        Event::assertDispatched(OrderPlaced::class);
    }
}
