<?php

namespace App\Console\Commands;

use App\Exports\CommissionExport;
use App\Mail\CommissionReportReady;
use App\Reports\CommissionReport;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Mail;
use Maatwebsite\Excel\Facades\Excel;

class SendCommissionReport extends Command
{
    protected $signature = 'reports:commission {month? : YYYY-MM, defaults to last month}';

    protected $description = 'Build the monthly commission XLSX, store it and mail finance';

    public function handle(): int
    {
        $month = $this->argument('month')
            ? CarbonImmutable::createFromFormat('Y-m', $this->argument('month'))
            : CarbonImmutable::now(config('reports.timezone'))->subMonthNoOverflow();

        $report = new CommissionReport(config('reports.commission.rate'), config('reports.timezone'));
        $path = 'reports/commission/commission-'.$month->format('Y-m').'.xlsx';

        Excel::store(new CommissionExport($report, $month->year, $month->month), $path, config('reports.commission.disk'));
        Mail::to(config('reports.commission.recipients'))->send(new CommissionReportReady($path, $month));

        $this->info("stored {$path}");

        return self::SUCCESS;
    }
}
