<?php

namespace App\Console\Commands;

use App\Mail\PaymentReminder;
use App\Models\Invoice;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Mail;

class SendPaymentReminders extends Command
{
    protected $signature = 'invoices:remind {--dry-run}';

    protected $description = '支払期日を過ぎた請求書にリマインドを送る';

    public function handle(): int
    {
        $today = Carbon::today('Asia/Tokyo');
        $invoices = Invoice::query()
            ->where('status', 'unpaid')
            ->whereDate('due_on', '<', $today)
            ->whereNull('reminded_at')
            ->with('customer')
            ->get();

        foreach ($invoices as $invoice) {
            if ($this->option('dry-run')) {
                $this->line("would remind #{$invoice->number}");
                continue;
            }
            Mail::to($invoice->customer->email)->queue(new PaymentReminder($invoice));
            $invoice->forceFill(['reminded_at' => now()])->save();
        }

        $label = $this->option('dry-run') ? '送信対象' : '処理しました';
        $this->info("{$invoices->count()} 件{$label}");

        return self::SUCCESS;
    }
}
