<?php

use App\Http\Controllers\Admin\ProductController;
use App\Http\Controllers\Admin\ProductExportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth', 'can:admin'])->prefix('admin')->group(function () {
    Route::get('/products', [ProductController::class, 'index'])->name('admin.products.index');
    Route::get('/products/export', [ProductExportController::class, 'download'])->name('admin.products.export');
    Route::get('/products/{product}', [ProductController::class, 'show'])->name('admin.products.show');
});
