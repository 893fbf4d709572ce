<?php

namespace Tests\Feature;

use App\Models\Account;
use App\Models\Customer;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CustomerTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_customers(): void
    {
        $user = User::factory()->create();
        Customer::factory()->count(3)->create(['account_id' => $user->account_id]);

        $this->actingAs($user)->getJson('/api/customers')->assertOk()->assertJsonCount(3, 'data');
    }

    public function test_store_validates_email(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->postJson('/api/customers', ['name' => 'Acme', 'email' => 'not-an-email', 'tier' => 'free'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('email');
    }

    public function test_store_creates_customer(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->postJson('/api/customers', ['name' => 'Acme', 'email' => 'ops@acme.test', 'tier' => 'standard'])
            ->assertCreated()
            ->assertJsonPath('data.acct.id', $user->account_id);
    }

    public function test_update_forbidden_for_other_account(): void
    {
        $owner = User::factory()->create();
        $customer = Customer::factory()->create(['account_id' => $owner->account_id]);
        $intruder = User::factory()->for(Account::factory())->create();

        $this->actingAs($intruder)
            ->patchJson("/api/customers/{$customer->id}", ['name' => 'Hijacked'])
            ->assertForbidden();

        $this->assertSame($customer->name, $customer->fresh()->name);
    }
}
