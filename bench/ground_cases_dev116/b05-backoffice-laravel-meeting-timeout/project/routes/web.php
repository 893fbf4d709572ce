<?php

use App\Http\Controllers\ReportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth'])->group(function () {
    Route::get('/reports/orders', [ReportController::class, 'index'])->name('reports.orders');
    Route::get('/reports/orders/export', [ReportController::class, 'export'])->name('reports.orders.export');
    Route::get('/reports/orders/summary', [ReportController::class, 'summary'])->name('reports.orders.summary');
});
