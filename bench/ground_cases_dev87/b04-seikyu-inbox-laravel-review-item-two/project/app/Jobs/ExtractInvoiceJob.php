<?php

namespace App\Jobs;

use App\Models\InboxMail;
use App\Services\Extraction\InvoiceExtractor;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class ExtractInvoiceJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    /** @var array<int, int> */
    public array $backoff = [30, 120];

    public function __construct(public readonly InboxMail $mail)
    {
    }

    public function handle(InvoiceExtractor $extractor): void
    {
        $invoice = $extractor->extract($this->mail->body);

        $this->mail->extracted = $invoice->toArray();
        $this->mail->status = 'extracted';
        $this->mail->save();

        Log::info('invoice extracted', ['mail_id' => $this->mail->id, 'vendor' => $invoice->vendor]);
    }

    public function failed(\Throwable $e): void
    {
        $this->mail->status = 'failed';
        $this->mail->save();
        Log::error('invoice extraction failed', ['mail_id' => $this->mail->id, 'error' => $e->getMessage()]);
    }
}
