<?php

namespace Tests\Feature;

use App\Jobs\ChargeSubscription;
use App\Models\Plan;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class CheckoutControllerTest extends TestCase
{
    use RefreshDatabase;

    public function test_subscribing_dispatches_the_first_charge(): void
    {
        Queue::fake();
        $user = User::factory()->create();
        $plan = Plan::factory()->create(['price' => 980]);

        $response = $this->actingAs($user)->post('/checkout', [
            'plan_id' => $plan->id,
            'agree_terms' => '1',
        ]);

        $response->assertRedirect('/account/billing');
        Queue::assertPushedOn('billing', ChargeSubscription::class);
    }

    public function test_terms_must_be_accepted(): void
    {
        $user = User::factory()->create();
        $plan = Plan::factory()->create();

        $this->actingAs($user)->post('/checkout', ['plan_id' => $plan->id])
            ->assertSessionHasErrors('agree_terms');
    }
}
