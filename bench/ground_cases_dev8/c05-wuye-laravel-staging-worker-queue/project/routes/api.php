<?php

use App\Http\Controllers\WorkOrderController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/work-orders', [WorkOrderController::class, 'store']);
    Route::post('/work-orders/{order}/assign', [WorkOrderController::class, 'assign']);
    Route::post('/work-orders/{order}/close', [WorkOrderController::class, 'close']);
});
