<?php

use App\Http\Controllers\CouponController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/coupons', [CouponController::class, 'index']);
    Route::post('/coupons/redeem', [CouponController::class, 'redeem'])->middleware('throttle:10,1');
});
