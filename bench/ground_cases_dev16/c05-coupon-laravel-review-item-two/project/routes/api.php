<?php

use App\Http\Controllers\Api\AddressController;
use App\Http\Controllers\Api\CouponController;
use App\Http\Controllers\Api\OrderController;
use App\Http\Controllers\Api\ProductController;
use Illuminate\Support\Facades\Route;

Route::get('/products', [ProductController::class, 'index']);
Route::get('/products/{product}', [ProductController::class, 'show']);

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/addresses', [AddressController::class, 'index']);
    Route::post('/addresses', [AddressController::class, 'store']);
    Route::delete('/addresses/{address}', [AddressController::class, 'destroy']);

    Route::get('/orders', [OrderController::class, 'index']);
    Route::post('/orders', [OrderController::class, 'store']);
    Route::get('/orders/{order}', [OrderController::class, 'show']);
    Route::post('/orders/{order}/cancel', [OrderController::class, 'cancel']);

    Route::middleware('throttle:10,1')->group(function () {
        Route::post('/coupons/preview', [CouponController::class, 'preview']);
        Route::post('/coupons/redeem', [CouponController::class, 'redeem']);
    });
});

Route::get('/health', function () {
    return ['ok' => true, 'time' => now()->toIso8601String()];
});

Route::fallback(function () {
    return response()->json(['message' => 'Not Found'], 404);
});
