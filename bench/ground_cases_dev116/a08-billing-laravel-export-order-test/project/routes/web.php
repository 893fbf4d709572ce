<?php

use App\Http\Controllers\DashboardController;
use App\Http\Controllers\ExportController;
use Illuminate\Support\Facades\Route;

Route::get('/', fn () => redirect()->route('dashboard'));

Route::middleware('auth')->group(function () {
    Route::get('/dashboard', DashboardController::class)->name('dashboard');

    Route::get('/exports/invoices/{year}/{month}', [ExportController::class, 'invoices'])
        ->whereNumber(['year', 'month'])
        ->name('exports.invoices');
});
