<?php

namespace App\Console\Commands;

use App\Models\Invoice;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Storage;

class ExportInvoices extends Command
{
    protected $signature = 'invoices:export {--date= : day to export, defaults to yesterday}';

    protected $description = 'Write the day\'s invoices to a CSV for accounting';

    public function handle(): int
    {
        $day = $this->option('date') ? Carbon::parse($this->option('date')) : Carbon::yesterday();
        $path = 'exports/invoices-' . $day->toDateString() . '.csv';
        $out = fopen('php://temp', 'w+');
        fputcsv($out, ['number', 'issued_at', 'customer', 'vat_id', 'net', 'vat', 'gross']);

        Invoice::query()
            ->whereDate('issued_at', $day)
            ->orderBy('id')
            ->chunk(500, function ($invoices) use ($out) {
                foreach ($invoices as $invoice) {
                    $net = $invoice->lines->sum('net_cents');
                    $vat = $invoice->lines->sum('vat_cents');
                    fputcsv($out, [
                        $invoice->number,
                        $invoice->issued_at->toDateString(),
                        $invoice->customer->name,
                        $invoice->customer->vat_id,
                        number_format($net / 100, 2, '.', ''),
                        number_format($vat / 100, 2, '.', ''),
                        number_format(($net + $vat) / 100, 2, '.', ''),
                    ]);
                }
            });

        rewind($out);
        Storage::disk('exports')->put($path, stream_get_contents($out));
        $this->info("wrote {$path}");

        return self::SUCCESS;
    }
}
