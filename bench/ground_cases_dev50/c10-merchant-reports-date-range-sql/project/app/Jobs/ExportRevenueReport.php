<?php

namespace App\Jobs;

use App\Repositories\RevenueRepository;
use Carbon\CarbonImmutable;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Storage;
use Spatie\SimpleExcel\SimpleExcelWriter;

class ExportRevenueReport implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    /** S3 hiccups are transient; the export overwrites its own file, so retrying is safe. */
    public int $tries = 3;

    /** @var list<int> seconds before the 2nd and 3rd attempts */
    public array $backoff = [30, 120];

    public function __construct(
        public int $merchantId,
        public string $from,
        public string $to,
        public int $requestedBy,
    ) {
    }

    public function handle(RevenueRepository $revenue): void
    {
        $from = CarbonImmutable::parse($this->from);
        $to = CarbonImmutable::parse($this->to);
        $path = sys_get_temp_dir() . "/revenue-{$this->merchantId}-{$this->from}-{$this->to}.xlsx";

        $writer = SimpleExcelWriter::create($path)->noHeaderRow();
        $writer->addRow(['日期', '币种', '净收入']);
        foreach ($revenue->daily($this->merchantId, $from, $to) as $row) {
            $writer->addRow([$row->day, $row->currency, $row->net]);
        }
        $writer->close();

        Storage::disk(config('reports.export_disk'))
            ->putFileAs("exports/{$this->merchantId}", $path, basename($path));
    }
}
