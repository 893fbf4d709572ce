<?php

namespace App\Console\Commands;

use App\Mail\DailyReportMail;
use App\Services\SalesReport;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendDailyReport extends Command
{
    protected $signature = 'reports:daily {--date= : Report date (Y-m-d), defaults to yesterday}';

    protected $description = 'Email yesterday\'s sales summary to the shop owners';

    public function handle(SalesReport $report): int
    {
        $date = $this->option('date')
            ? CarbonImmutable::parse($this->option('date'), 'Asia/Tokyo')
            : CarbonImmutable::now('Asia/Tokyo')->subDay();

        $summary = $report->forDate($date);
        $to = config('reports.recipients');

        Mail::to($to)->send(new DailyReportMail($date, $summary));
        Log::info('daily report sent', ['date' => $date->toDateString(), 'to' => $to]);
        $this->info("sent report for {$date->toDateString()}");

        return self::SUCCESS;
    }
}
