<?php

use App\Http\Controllers\AttendanceController;
use App\Http\Controllers\RefundController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/attendance/check-in', [AttendanceController::class, 'checkIn']);
    Route::get('/refunds/{enrollment}/quote', [RefundController::class, 'quote']);
    Route::post('/refunds/{enrollment}', [RefundController::class, 'store']);
});
