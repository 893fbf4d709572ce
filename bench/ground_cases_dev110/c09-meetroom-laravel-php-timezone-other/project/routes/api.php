<?php

use App\Http\Controllers\BookingController;
use App\Http\Controllers\RoomController;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API routes for the meeting-room booking web client
|--------------------------------------------------------------------------
*/

Route::get('/health', fn () => ['ok' => true]);

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/me', fn (Request $request) => $request->user());

    Route::get('/rooms', [RoomController::class, 'index']);
    Route::get('/rooms/{room}', [RoomController::class, 'show']);

    Route::get('/bookings', [BookingController::class, 'index']);
    Route::post('/bookings', [BookingController::class, 'store']);
    Route::delete('/bookings/{booking}', [BookingController::class, 'destroy']);
});

Route::fallback(function () {
    return response()->json(['message' => 'Not Found'], 404);
});

// config/app.php keeps 'timezone' => 'UTC'; the office is in Asia/Shanghai.
// Stored datetimes are UTC.
