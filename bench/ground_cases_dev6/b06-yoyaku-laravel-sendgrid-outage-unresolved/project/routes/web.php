<?php

use App\Http\Controllers\BookingController;
use Illuminate\Support\Facades\Route;

Route::get('/', fn () => view('booking.form'))->name('bookings.form');
Route::post('/bookings', [BookingController::class, 'store'])->name('bookings.store');
Route::get('/bookings/{booking}/thanks', fn ($booking) => view('booking.thanks'))->name('bookings.thanks');
