<?php

use App\Jobs\GenerateMonthlySalesReport;
use Illuminate\Support\Facades\Schedule;

// 1st of each month, 06:00 Beijing time: last month's sales report for finance.
Schedule::call(function () {
    $last = now('Asia/Shanghai')->subMonthNoOverflow();
    GenerateMonthlySalesReport::dispatch($last->year, $last->month);
})->monthlyOn(1, '06:00')->timezone('Asia/Shanghai')->name('monthly-sales-report');
