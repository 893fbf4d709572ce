<?php

use App\Http\Controllers\CouponController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/coupons/apply', [CouponController::class, 'apply'])->middleware('throttle:10,1');
    Route::get('/coupons/{code}', [CouponController::class, 'show']);
});
