<?php

use App\Http\Controllers\CouponController;
use App\Http\Controllers\InvitationController;
use App\Http\Controllers\OrderController;
use App\Http\Controllers\RefundController;
use Illuminate\Support\Facades\Route;

Route::post('/invitations/{token}/accept', [InvitationController::class, 'accept']);

Route::middleware(['auth:sanctum', 'shop.member'])->group(function () {
    Route::post('/invitations', [InvitationController::class, 'store']);

    Route::get('/orders', [OrderController::class, 'index']);
    Route::get('/orders/{order}', [OrderController::class, 'show']);

    Route::get('/refunds', [RefundController::class, 'index']);
    Route::get('/refunds/export', [RefundController::class, 'export']);
    Route::post('/orders/{order}/refunds', [RefundController::class, 'store']);

    Route::apiResource('coupons', CouponController::class)->only(['index', 'store', 'destroy']);
});
