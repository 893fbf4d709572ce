<?php

use App\Http\Controllers\HealthController;
use App\Http\Controllers\PayoutController;
use Illuminate\Support\Facades\Route;

Route::get('/health', HealthController::class)->name('health');

Route::middleware('auth')->group(function () {
    Route::get('/', [PayoutController::class, 'index'])->name('payouts.index');
    Route::get('/payouts/{payout}', [PayoutController::class, 'show'])->name('payouts.show');
    Route::post('/payouts/{payout}/retry', [PayoutController::class, 'retry'])->name('payouts.retry');
});
