<?php

namespace App\Http\Controllers;

use App\Models\Subscription;
use App\Services\BillingPeriod;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class SubscriptionController extends Controller
{
    public function __construct(private BillingPeriod $billing)
    {
    }

    public function show(Request $request, Subscription $subscription): JsonResponse
    {
        $this->authorize('view', $subscription);
        [$start, $end] = $this->billing->currentPeriod($subscription, now());

        return response()->json([
            'plan' => $subscription->plan_code,
            'period_start' => $start->toDateString(),
            'next_charge_on' => $end->toDateString(),
            'canceled' => $subscription->isCanceled(),
        ]);
    }

    public function cancel(Request $request, Subscription $subscription): JsonResponse
    {
        $this->authorize('update', $subscription);
        [, $end] = $this->billing->currentPeriod($subscription, now());
        $subscription->update(['canceled_at' => $end]);

        return response()->json(['canceled' => true, 'available_until' => $end->toDateString()]);
    }
}
