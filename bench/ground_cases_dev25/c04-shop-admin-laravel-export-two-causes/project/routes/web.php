<?php

use App\Http\Controllers\Admin\OrderExportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth', 'can:access-admin'])->prefix('admin')->group(function () {
    Route::get('/orders/export', OrderExportController::class)->name('admin.orders.export');
});
