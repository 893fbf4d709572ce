<?php

namespace App\Console\Commands;

use App\Jobs\SendReminderMail;
use App\Models\Invoice;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

class SendPaymentReminders extends Command
{
    protected $signature = 'billing:send-reminders {--dry-run : List the invoices without queueing mails}';

    protected $description = 'Queue payment reminder mails for overdue invoices (stages in config/billing.php)';

    public function handle(): int
    {
        $today = CarbonImmutable::today('Asia/Tokyo');
        $stages = config('billing.reminder_stages');
        $queued = 0;

        Invoice::query()
            ->with('customer')
            ->where('status', 'sent')
            ->whereDate('due_date', '<', $today)
            ->where(fn ($q) => $q->whereNull('last_reminded_on')->orWhereDate('last_reminded_on', '<', $today))
            ->chunkById(200, function ($invoices) use ($today, $stages, &$queued) {
                foreach ($invoices as $invoice) {
                    $days = $invoice->due_date->diffInDays($today);
                    $stage = $stages[$days] ?? null;
                    if ($stage === null) {
                        continue;
                    }
                    if ($this->option('dry-run')) {
                        $this->line(sprintf('%s %s %s (%d days)', $invoice->number, $invoice->customer->name, $stage, $days));
                        continue;
                    }
                    SendReminderMail::dispatch($invoice, $stage)->onQueue('mail');
                    $queued++;
                }
            });

        $this->info("queued {$queued} reminder(s) for {$today->toDateString()}");

        return self::SUCCESS;
    }
}
