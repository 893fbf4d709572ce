<?php

use App\Http\Controllers\Api\BookingController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth:sanctum', 'throttle:60,1'])->group(function () {
    Route::get('/bookings', [BookingController::class, 'index']);
    Route::post('/bookings', [BookingController::class, 'store']);
    Route::get('/bookings/{booking}', [BookingController::class, 'show']);
    Route::post('/bookings/{booking}/cancel', [BookingController::class, 'cancel']);

    // Old name used by iOS 2.x. Same handlers.
    Route::middleware('deprecated:2026-03-31,/api/bookings')->group(function () {
        Route::get('/reservations', [BookingController::class, 'index']);
        Route::get('/reservations/{booking}', [BookingController::class, 'show']);
    });
});
