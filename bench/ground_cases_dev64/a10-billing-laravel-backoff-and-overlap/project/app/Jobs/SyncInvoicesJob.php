<?php

namespace App\Jobs;

use App\Models\Account;
use App\Models\Invoice;
use App\Services\LedgerClient;
use GuzzleHttp\Exception\ClientException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;

class SyncInvoicesJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 15;

    public function __construct(public int $accountId, public string $since)
    {
    }

    public function backoff(): int
    {
        // exponential, capped at 10 minutes, with jitter so accounts don't retry in lockstep
        $delay = min(5 * (2 ** $this->attempts()), 600);

        return $delay + random_int(0, intdiv($delay, 5));
    }

    public function handle(LedgerClient $ledger): void
    {
        $account = Account::findOrFail($this->accountId);

        try {
            foreach ($ledger->invoicesSince($account->ledger_id, $this->since) as $row) {
                $invoice = Invoice::firstOrNew(['ledger_id' => $row['id']]);
                $invoice->fill([
                    'account_id' => $account->id,
                    'number' => $row['number'],
                    'total_cents' => $row['total_cents'],
                    'status' => $row['status'],
                ]);
                $invoice->save();
            }
        } catch (ClientException $e) {
            $status = $e->getResponse()->getStatusCode();
            if ($status !== 429) {
                // 4xx other than rate limiting won't get better by retrying
                $this->fail($e);

                return;
            }
            throw $e;
        }

        $account->forceFill(['invoices_synced_at' => now()])->save();
    }
}
