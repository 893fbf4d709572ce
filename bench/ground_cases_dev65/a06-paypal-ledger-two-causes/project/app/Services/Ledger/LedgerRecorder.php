<?php

namespace App\Services\Ledger;

use App\Models\LedgerEntry;
use Illuminate\Support\Facades\DB;

class LedgerRecorder
{
    public function recordCapture(string $captureId, ?string $orderRef, string $amount, string $currency): LedgerEntry
    {
        return DB::transaction(function () use ($captureId, $orderRef, $amount, $currency) {
            return LedgerEntry::firstOrCreate(
                ['provider' => 'paypal', 'provider_ref' => $captureId],
                [
                    'order_ref' => $orderRef,
                    'kind' => 'capture',
                    'amount' => $amount,
                    'currency' => $currency,
                    'booked_at' => now(),
                ],
            );
        });
    }

    public function recordRefund(string $refundId, string $captureId, string $amount, string $currency): LedgerEntry
    {
        return LedgerEntry::firstOrCreate(
            ['provider' => 'paypal', 'provider_ref' => $refundId],
            [
                'order_ref' => LedgerEntry::where('provider_ref', $captureId)->value('order_ref'),
                'kind' => 'refund',
                'amount' => bcmul($amount, '-1', 2),
                'currency' => $currency,
                'booked_at' => now(),
            ],
        );
    }

    public function markDenied(string $captureId): void
    {
        LedgerEntry::where('provider', 'paypal')->where('provider_ref', $captureId)->update(['kind' => 'denied']);
    }

    public function monthTotal(string $provider, string $month): string
    {
        return (string) LedgerEntry::where('provider', $provider)
            ->whereIn('kind', ['capture', 'refund'])
            ->where('booked_at', 'like', $month.'%')
            ->sum('amount');
    }
}
