<?php

namespace App\Console\Commands;

use App\Models\Invoice;
use App\Notifications\InvoiceDueSoon;
use Illuminate\Console\Command;

class SendDueReminders extends Command
{
    protected $signature = 'invoices:remind {--days=3 : Remind invoices due within this many days}';

    protected $description = 'Email tenants whose invoices are due soon';

    public function handle(): int
    {
        $window = (int) $this->option('days');
        $sent = 0;

        Invoice::query()
            ->whereNull('paid_at')
            ->where('due_at', '>=', now()->startOfDay())
            ->with('tenant')
            ->chunkById(200, function ($invoices) use ($window, &$sent) {
                foreach ($invoices as $invoice) {
                    $days = $invoice->daysUntilDue();
                    if ($days >= 0 && $days <= $window) {
                        $invoice->tenant->notify(new InvoiceDueSoon($invoice));
                        $sent++;
                    }
                }
            });

        $this->info("Sent {$sent} reminders.");

        return self::SUCCESS;
    }
}
