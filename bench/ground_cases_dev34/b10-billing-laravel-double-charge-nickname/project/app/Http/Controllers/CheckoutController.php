<?php

namespace App\Http\Controllers;

use App\Jobs\ChargeSubscription;
use App\Models\Plan;
use App\Models\Subscription;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function store(Request $request): RedirectResponse
    {
        $data = $request->validate([
            'plan_id' => ['required', 'exists:plans,id'],
            'agree_terms' => ['accepted'],
        ]);

        $user = $request->user();
        if ($user->subscription()->active()->exists()) {
            return back()->withErrors(['plan_id' => 'すでに契約中のプランがあります。']);
        }

        $plan = Plan::findOrFail($data['plan_id']);
        $subscription = Subscription::create([
            'user_id' => $user->id,
            'plan_id' => $plan->id,
            'status' => 'active',
            'started_at' => now(),
        ]);

        ChargeSubscription::dispatch($subscription, now('Asia/Tokyo')->format('Y-m'))->onQueue('billing');

        return redirect()->route('account.billing')->with('status', 'お申し込みありがとうございます。');
    }
}
