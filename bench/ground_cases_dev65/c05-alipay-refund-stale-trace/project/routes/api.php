<?php

use App\Http\Controllers\Admin\RefundController;
use App\Http\Controllers\Api\AlipayNotifyController;
use Illuminate\Support\Facades\Route;

Route::post('/pay/alipay/notify', AlipayNotifyController::class);

Route::middleware(['auth:sanctum', 'can:refund'])->prefix('admin')->group(function () {
    Route::post('/orders/{orderNo}/refunds', [RefundController::class, 'store']);
});
