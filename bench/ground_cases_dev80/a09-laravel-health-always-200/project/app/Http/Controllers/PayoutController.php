<?php

namespace App\Http\Controllers;

use App\Jobs\SyncPayout;
use App\Models\Payout;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Log;
use Illuminate\View\View;

class PayoutController extends Controller
{
    public function index(): View
    {
        $payouts = Payout::query()->latest()->paginate(50);

        return view('payouts.index', ['payouts' => $payouts]);
    }

    public function show(Payout $payout): View
    {
        return view('payouts.show', ['payout' => $payout]);
    }

    public function retry(Payout $payout): RedirectResponse
    {
        if (! $payout->isRetryable()) {
            Log::warning('payout retry refused', ['payout_id' => $payout->id, 'status' => $payout->status]);

            return back()->with('error', 'This payout cannot be retried.');
        }

        SyncPayout::dispatch($payout->id);
        Log::info('payout retry queued', ['payout_id' => $payout->id]);

        return back()->with('status', 'Retry queued.');
    }
}
