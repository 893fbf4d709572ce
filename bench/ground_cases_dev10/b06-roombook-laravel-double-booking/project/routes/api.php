<?php

use App\Http\Controllers\ReservationController;
use App\Http\Controllers\RoomController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('rooms', [RoomController::class, 'index']);
    Route::get('rooms/{room}/availability', [RoomController::class, 'availability']);

    Route::apiResource('reservations', ReservationController::class)->except(['update']);
    Route::patch('reservations/{reservation}/cancel', [ReservationController::class, 'cancel'])
        ->name('reservations.cancel');
});
