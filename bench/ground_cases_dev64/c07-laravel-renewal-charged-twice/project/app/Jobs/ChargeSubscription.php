<?php

namespace App\Jobs;

use App\Models\Subscription;
use App\Services\BillingService;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class ChargeSubscription implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 120;

    public int $tries = 3;

    public function __construct(public Subscription $subscription)
    {
    }

    public function handle(BillingService $billing): void
    {
        $sub = $this->subscription->fresh();
        if ($sub->renewed_until?->isFuture()) {
            Log::info("subscription {$sub->id} already renewed, skipping");
            return;
        }

        $period = ($sub->renewed_until ?? now())->format('Y-m');
        $charge = $billing->charge(
            $sub->customer_stripe_id,
            $sub->plan->price_cents,
            "Renewal #{$sub->id}",
            ['idempotency_key' => "renewal-{$sub->id}-{$period}"],
        );

        $sub->update([
            'renewed_until' => now()->addMonth(),
            'last_charge_id' => $charge->id,
        ]);
        Log::info("subscription {$sub->id} renewed, charge {$charge->id}");
    }

    public function backoff(): array
    {
        return [60, 300, 900];
    }
}
