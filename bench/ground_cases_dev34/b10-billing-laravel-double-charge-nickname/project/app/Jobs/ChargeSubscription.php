<?php

namespace App\Jobs;

use App\Models\Invoice;
use App\Models\Subscription;
use App\Services\Payments\GatewayClient;
use App\Services\Payments\PaymentFailed;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;

class ChargeSubscription implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries;

    public int $timeout = 45;

    public function __construct(public Subscription $subscription, public string $period)
    {
        $this->tries = (int) config('billing.charge_tries', 3);
    }

    public function backoff(): array
    {
        return [60, 300, 900];
    }

    public function handle(GatewayClient $gateway): void
    {
        $invoice = Invoice::firstOrCreate(
            ['subscription_id' => $this->subscription->id, 'period' => $this->period],
            ['amount' => $this->subscription->plan->price, 'status' => 'pending'],
        );
        if ($invoice->status === 'paid') {
            return;
        }

        try {
            $charge = $gateway->charge([
                'customer' => $this->subscription->customer->gateway_customer_id,
                'amount' => $invoice->amount,
                'currency' => 'jpy',
                'description' => "{$this->subscription->plan->name} {$this->period}",
                'idempotency_key' => (string) Str::uuid(),
            ]);
        } catch (PaymentFailed $e) {
            $invoice->update(['status' => 'failed', 'failure_reason' => $e->getMessage()]);
            $this->fail($e);

            return;
        }

        DB::transaction(function () use ($invoice, $charge) {
            $invoice->update([
                'status' => 'paid',
                'gateway_charge_id' => $charge['id'],
                'paid_at' => now(),
            ]);
            $this->subscription->update(['current_period' => $this->period]);
        });

        Log::info('charged', [
            'subscription' => $this->subscription->id,
            'period' => $this->period,
            'charge' => $charge['id'],
        ]);
    }
}
