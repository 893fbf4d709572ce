<?php

use App\Http\Controllers\ShiftController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/shifts', [ShiftController::class, 'index']);
    Route::get('/shifts/mine', [ShiftController::class, 'mine']);
    Route::post('/shifts', [ShiftController::class, 'store']);
});
