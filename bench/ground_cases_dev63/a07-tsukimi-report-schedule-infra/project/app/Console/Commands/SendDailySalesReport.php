<?php

namespace App\Console\Commands;

use App\Mail\DailySalesMail;
use App\Reports\DailySales;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Mail;

class SendDailySalesReport extends Command
{
    protected $signature = 'reports:daily-sales {--to=sales@tsukimi.jp}';

    protected $description = 'E-mail yesterday\'s sales summary';

    public function handle(DailySales $report): int
    {
        $day = now()->subDay();
        $summary = $report->forDay($day);

        Mail::to($this->option('to'))->send(new DailySalesMail($day, $summary));

        $this->info(sprintf(
            'Sent report for %s: %d orders, %s',
            $day->toDateString(),
            $summary['orders'],
            $summary['revenue_label'],
        ));

        return self::SUCCESS;
    }
}
