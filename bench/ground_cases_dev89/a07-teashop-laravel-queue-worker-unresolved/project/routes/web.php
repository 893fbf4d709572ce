<?php

use App\Http\Controllers\OrderController;
use Illuminate\Support\Facades\Route;

Route::get('/', fn () => view('shop.index'));
Route::post('/checkout', [OrderController::class, 'store'])->name('checkout');
Route::get('/orders/{order}', [OrderController::class, 'show'])->name('orders.show');
