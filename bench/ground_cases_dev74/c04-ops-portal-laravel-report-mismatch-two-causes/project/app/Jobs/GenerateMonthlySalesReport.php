<?php

namespace App\Jobs;

use App\Exports\MonthlySalesExport;
use App\Mail\MonthlySalesReady;
use App\Reports\MonthlySalesReport;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Maatwebsite\Excel\Facades\Excel;

class GenerateMonthlySalesReport implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;
    public int $timeout = 300;

    public function __construct(public readonly int $year, public readonly int $month)
    {
    }

    public function handle(): void
    {
        $report = new MonthlySalesReport($this->year, $this->month);
        $label = sprintf('%04d-%02d', $this->year, $this->month);
        $path = config('reports.path') . "/销售月报_{$label}.xlsx";

        Excel::store(new MonthlySalesExport($report, $label), $path, config('reports.disk'));
        Log::info('monthly sales report stored', ['path' => $path, 'total' => $report->total()]);

        foreach (config('reports.monthly_sales_recipients') as $to) {
            Mail::to($to)->send(new MonthlySalesReady($label, $path));
        }
    }
}
