<?php

use App\Http\Controllers\BookingController;
use App\Http\Controllers\ReportController;
use Illuminate\Support\Facades\Route;

Route::get('/', fn () => redirect()->route('bookings.index'));

Route::middleware(['auth'])->group(function () {
    Route::resource('bookings', BookingController::class)->only(['index', 'show', 'update']);

    Route::get('/reports/daily', [ReportController::class, 'daily'])->name('reports.daily');
    Route::get('/reports/daily.csv', [ReportController::class, 'dailyCsv'])->name('reports.daily.csv');
});
