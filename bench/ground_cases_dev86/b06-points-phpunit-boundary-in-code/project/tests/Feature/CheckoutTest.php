<?php

namespace Tests\Feature;

use App\Models\Customer;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    public function testCheckoutAddsPoints(): void
    {
        $customer = Customer::create(['name' => '田中', 'is_member' => true, 'point_balance' => 0]);
        $this->postJson('/api/checkout', ['customer_id' => $customer->id, 'amount' => 3000])
            ->assertOk();
        $this->assertSame(60, $customer->fresh()->point_balance);
    }
}
