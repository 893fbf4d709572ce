<?php
use think\facade\Route;

Route::group('admin', function () {
    Route::get('orders', 'admin.OrderController/index');
    Route::post('orders/:id/cancel', 'admin.OrderController/cancel');
})->middleware(\app\middleware\ShopAuth::class);
