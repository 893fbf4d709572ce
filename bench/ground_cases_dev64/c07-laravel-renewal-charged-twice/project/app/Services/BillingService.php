<?php

namespace App\Services;

use Stripe\Charge;
use Stripe\StripeClient;

class BillingService
{
    private StripeClient $stripe;

    public function __construct()
    {
        $this->stripe = new StripeClient([
            'api_key' => config('services.stripe.secret'),
            'max_network_retries' => 2,
        ]);
    }

    public function charge(string $customerId, int $amountCents, string $description, array $options = []): Charge
    {
        return $this->stripe->charges->create([
            'customer' => $customerId,
            'amount' => $amountCents,
            'currency' => 'cny',
            'description' => $description,
        ], $options);
    }

    public function refund(string $chargeId): void
    {
        $this->stripe->refunds->create(['charge' => $chargeId]);
    }
}
