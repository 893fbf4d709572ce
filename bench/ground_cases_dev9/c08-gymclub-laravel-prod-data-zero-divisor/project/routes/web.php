<?php

use App\Http\Controllers\Admin\TenantSettingController;
use App\Http\Controllers\CheckoutController;
use Illuminate\Support\Facades\Route;

Route::post('/pay/wechat/notify', [CheckoutController::class, 'wechatNotify'])->name('pay.wechat.notify');

Route::middleware(['auth', 'can:manage-tenant'])->prefix('admin')->group(function () {
    Route::get('/settings', [TenantSettingController::class, 'edit'])->name('admin.settings');
    Route::put('/settings', [TenantSettingController::class, 'update']);
});
