<?php

namespace App\Services;

use App\Jobs\ProcessPayout;
use App\Models\Payout;
use Illuminate\Support\Facades\DB;

class PayoutService
{
    /**
     * Reserve the amount and hand the transfer to the payout worker.
     * The worker polls the row, so it must be queued even if the caller's transaction is still open.
     */
    public function request(int $accountId, string $amount, string $iban): Payout
    {
        return DB::transaction(function () use ($accountId, $amount, $iban) {
            $payout = Payout::create([
                'account_id' => $accountId,
                'amount' => $amount,
                'iban' => $iban,
                'status' => Payout::STATUS_RESERVED,
            ]);

            ProcessPayout::dispatch($payout->id);

            return $payout;
        });
    }
}
