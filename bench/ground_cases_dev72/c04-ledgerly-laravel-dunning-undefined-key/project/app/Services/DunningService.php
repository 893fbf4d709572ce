<?php

namespace App\Services;

use App\Mail\PaymentFailedMail;
use App\Models\Invoice;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class DunningService
{
    /** @var int[] */
    private array $retryDays;

    /** @var string[] */
    private array $templates;

    private int $suspendAfter;

    public function __construct()
    {
        $this->retryDays = config('dunning.retry_days');
        $this->templates = config('dunning.templates');
        $this->suspendAfter = config('dunning.suspend_after_attempts');
    }

    /**
     * Called from the Stripe webhook when a charge for the invoice fails.
     */
    public function handleFailure(Invoice $invoice): void
    {
        $attempt = $invoice->dunning_attempts + 1;
        $invoice->dunning_attempts = $attempt;

        if ($attempt > $this->suspendAfter) {
            $invoice->workspace->suspend();
            $invoice->next_retry_at = null;
            $invoice->save();
            Log::warning('dunning.suspended', ['invoice' => $invoice->number, 'attempts' => $attempt]);
            return;
        }

        $template = $this->templates[$attempt - 1];
        $invoice->next_retry_at = now()->addDays($this->retryDays[$attempt - 1]);
        $invoice->status = 'past_due';
        $invoice->save();

        Mail::to($invoice->workspace->billingAddress())
            ->queue(new PaymentFailedMail($invoice, $template));

        Log::info('dunning.notice_sent', [
            'invoice' => $invoice->number,
            'attempt' => $attempt,
            'template' => $template,
        ]);
    }

    /**
     * Called when a retry succeeds or the customer pays by hand.
     */
    public function resolve(Invoice $invoice): void
    {
        $invoice->dunning_attempts = 0;
        $invoice->next_retry_at = null;
        $invoice->status = 'paid';
        $invoice->save();
    }
}
