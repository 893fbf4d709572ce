<?php

use App\Http\Controllers\CustomerController;
use App\Http\Controllers\OrderController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
| Everything here is prefixed with /api and guarded by the sanctum token of
| the back-office users (see bootstrap/app.php).
*/

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/orders', [OrderController::class, 'index']);
    Route::get('/orders/export', [OrderController::class, 'export']);
    Route::get('/orders/{order}', [OrderController::class, 'show']);
    Route::patch('/orders/{order}/status', [OrderController::class, 'updateStatus']);

    Route::get('/customers', [CustomerController::class, 'index']);
    Route::get('/customers/{customer}', [CustomerController::class, 'show']);
});

Route::get('/ping', function () {
    return response()->json(['ok' => true, 'time' => now()->toIso8601String()]);
});

Route::fallback(function () {
    return response()->json(['message' => 'Not Found'], 404);
});
