<?php

namespace App\Jobs;

use App\Exports\InvoiceCsvExport;
use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;

class ExportInvoicesJob implements ShouldQueue
{
    use Dispatchable, Queueable;

    public int $timeout = 600;

    public function __construct(public string $from, public string $to, public string $email)
    {
    }

    public function handle(): void
    {
        $invoices = Invoice::with('customer')
            ->whereBetween('issued_on', [$this->from, $this->to])
            ->orderBy('issued_on')
            ->get();

        $path = "exports/invoices-{$this->from}-{$this->to}.csv";
        Storage::disk('s3')->put($path, (new InvoiceCsvExport($invoices))->toCsv());
        $url = Storage::disk('s3')->temporaryUrl($path, now()->addDay());

        Mail::raw("Your invoice export is ready: {$url}", function ($message) {
            $message->to($this->email)->subject('Invoice export');
        });
    }
}
