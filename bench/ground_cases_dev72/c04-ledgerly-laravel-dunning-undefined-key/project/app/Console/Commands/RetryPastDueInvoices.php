<?php

namespace App\Console\Commands;

use App\Models\Invoice;
use App\Services\DunningService;
use Illuminate\Console\Command;
use Stripe\Exception\CardException;
use Stripe\StripeClient;

class RetryPastDueInvoices extends Command
{
    protected $signature = 'billing:retry-past-due {--dry-run}';

    protected $description = 'Retry the charge of past-due invoices whose retry date has come';

    public function handle(StripeClient $stripe, DunningService $dunning): int
    {
        $due = Invoice::query()
            ->where('status', 'past_due')
            ->where('next_retry_at', '<=', now())
            ->get();

        foreach ($due as $invoice) {
            if ($this->option('dry-run')) {
                $this->line("would retry {$invoice->number}");
                continue;
            }
            try {
                $stripe->invoices->pay($invoice->stripe_invoice_id);
                $dunning->resolve($invoice);
            } catch (CardException $e) {
                $dunning->handleFailure($invoice);
            }
        }

        $this->info("retried {$due->count()} invoice(s)");
        return self::SUCCESS;
    }
}
