<?php

namespace App\Jobs;

use App\Models\Report;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Storage;
use League\Csv\Writer;

class ExportReportsJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $timeout = 600;

    public function handle(): void
    {
        $csv = Writer::createFromString();
        $csv->insertOne(['id', 'title', 'status', 'amount', 'user']);

        Report::with('user:id,name')
            ->whereNull('exported_at')
            ->orderBy('id')
            ->chunk(1000, function ($reports) use ($csv) {
                foreach ($reports as $report) {
                    $csv->insertOne([$report->id, $report->title, $report->status, $report->amount, $report->user->name]);
                    $report->update(['exported_at' => now()]);
                }
            });

        Storage::put('exports/reports-'.now()->format('Ymd-His').'.csv', $csv->toString());
    }
}
