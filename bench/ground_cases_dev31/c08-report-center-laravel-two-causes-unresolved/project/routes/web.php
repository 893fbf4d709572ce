<?php

use App\Http\Controllers\DashboardController;
use App\Http\Controllers\ReportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth'])->group(function () {
    Route::get('/dashboard/summary', [DashboardController::class, 'summary']);
    Route::get('/reports/sales/export', [ReportController::class, 'exportSales']);
    Route::post('/reports/sales/queue', [ReportController::class, 'queueSales']);
});
