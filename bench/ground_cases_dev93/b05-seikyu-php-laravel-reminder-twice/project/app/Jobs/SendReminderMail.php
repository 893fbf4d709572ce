<?php

namespace App\Jobs;

use App\Mail\PaymentReminder;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Mail;

class SendReminderMail implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public array $backoff = [60, 300];

    public function __construct(public Invoice $invoice, public string $stage)
    {
    }

    public function handle(): void
    {
        $invoice = $this->invoice->loadMissing('customer');

        Mail::to($invoice->customer->billing_email)->send(new PaymentReminder($invoice, $this->stage));

        $invoice->forceFill([
            'last_reminded_on' => today('Asia/Tokyo'),
            'reminder_stage' => $this->stage,
        ])->save();

        $this->notifySales($invoice);
    }

    /**
     * Post to the sales team's Slack channel so they know before the customer calls.
     */
    private function notifySales(Invoice $invoice): void
    {
        $webhook = config('billing.sales_webhook');
        if (! $webhook) {
            return;
        }

        Http::timeout(5)->post($webhook, [
            'text' => "督促({$this->stage})を送信しました: {$invoice->number} {$invoice->customer->name}",
        ])->throw();
    }
}
