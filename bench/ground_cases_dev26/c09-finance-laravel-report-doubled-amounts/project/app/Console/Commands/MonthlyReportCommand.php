<?php

namespace App\Console\Commands;

use App\Reports\MonthlyRevenueReport;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

class MonthlyReportCommand extends Command
{
    protected $signature = 'report:monthly {month? : Y-m, defaults to last month}';

    protected $description = 'Write the monthly revenue CSV to storage/app/reports';

    public function handle(MonthlyRevenueReport $report): int
    {
        $month = $this->argument('month')
            ? CarbonImmutable::createFromFormat('Y-m', $this->argument('month'), 'Asia/Shanghai')
            : CarbonImmutable::now('Asia/Shanghai')->subMonthNoOverflow();

        $path = 'reports/revenue-' . $month->format('Y-m') . '.csv';
        Storage::disk('local')->put($path, "\u{FEFF}" . $report->toCsv($month));
        $this->info("written {$path}");

        return self::SUCCESS;
    }
}
