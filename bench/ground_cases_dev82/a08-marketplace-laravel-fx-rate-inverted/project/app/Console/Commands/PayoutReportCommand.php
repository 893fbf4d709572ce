<?php

namespace App\Console\Commands;

use App\Services\PayoutReport;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

class PayoutReportCommand extends Command
{
    protected $signature = 'payouts:report {--month= : YYYY-MM, defaults to last month}';

    protected $description = 'Write last month\'s payout report for finance';

    public function handle(PayoutReport $report): int
    {
        $option = $this->option('month');
        if ($option !== null && ! preg_match('/^\d{4}-\d{2}$/', $option)) {
            $this->error('--month must look like 2025-09');

            return self::INVALID;
        }
        $month = $option ? CarbonImmutable::createFromFormat('!Y-m', $option) : CarbonImmutable::now()->subMonth();
        $path = sprintf('payouts/%s.csv', $month->format('Y-m'));
        Storage::disk(config('payouts.report_disk'))->put($path, $report->csv($month));
        $this->info("written {$path}");

        return self::SUCCESS;
    }
}
