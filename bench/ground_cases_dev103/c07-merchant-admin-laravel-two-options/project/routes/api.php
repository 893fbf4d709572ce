<?php

use App\Http\Controllers\ExportController;
use App\Http\Controllers\MerchantController;
use App\Http\Controllers\OrderController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
*/

Route::middleware(['auth:sanctum'])->group(function () {

    Route::get('/merchants', [MerchantController::class, 'index']);
    Route::get('/merchants/{merchant}', [MerchantController::class, 'show']);

    Route::get('/orders', [OrderController::class, 'index']);
    Route::get('/orders/{order}', [OrderController::class, 'show']);
    Route::post('/orders/{order}/refund', [OrderController::class, 'refund'])
        ->middleware('throttle:10,1');

    Route::post('/exports/orders', [ExportController::class, 'store'])
        ->middleware('throttle:5,1');
    Route::get('/exports', [ExportController::class, 'index']);

});

Route::get('/ping', function () {
    return ['pong' => true, 'time' => now()->toIso8601String()];
});
