<?php

use App\Http\Controllers\BookingExportController;
use App\Http\Controllers\RentalController;
use Illuminate\Support\Facades\Route;

Route::post('/rentals', [RentalController::class, 'store']);
Route::post('/rentals/{rental}/cancel', [RentalController::class, 'cancel']);
Route::get('/exports/rentals', [BookingExportController::class, 'rentals']);
