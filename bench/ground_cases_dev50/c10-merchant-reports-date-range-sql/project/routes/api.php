<?php

use App\Http\Controllers\RevenueReportController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->prefix('reports')->group(function () {
    Route::get('revenue', [RevenueReportController::class, 'show']);
    Route::post('revenue/export', [RevenueReportController::class, 'export']);
});
