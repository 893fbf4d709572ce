<?php

namespace App\Console\Commands;

use App\Jobs\SyncInvoicesJob;
use App\Models\Account;
use Illuminate\Console\Command;

class SyncInvoices extends Command
{
    protected $signature = 'invoices:sync {--account= : only this account id}';

    protected $description = 'Pull new and changed invoices from the ledger API for every active account';

    public function handle(): int
    {
        $accounts = Account::query()
            ->where('active', true)
            ->when($this->option('account'), fn ($q, $id) => $q->whereKey($id))
            ->get();

        foreach ($accounts as $account) {
            $since = $account->invoices_synced_at ?? now()->subDays(30);
            SyncInvoicesJob::dispatchSync($account->id, $since->toIso8601String());
            $this->line("synced account {$account->id}");
        }

        $this->info("done, {$accounts->count()} accounts");

        return self::SUCCESS;
    }
}
