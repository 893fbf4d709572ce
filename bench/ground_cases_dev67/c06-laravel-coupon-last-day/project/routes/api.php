<?php

use App\Http\Controllers\CheckoutController;
use App\Http\Controllers\CouponController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/coupons', [CouponController::class, 'index']);
    Route::post('/coupons/check', [CouponController::class, 'check']);
    Route::post('/checkout', [CheckoutController::class, 'store']);
});
