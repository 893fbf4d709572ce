<?php

use App\Http\Controllers\Admin\ProductController;
use App\Http\Controllers\SearchController;
use Illuminate\Support\Facades\Route;

Route::get('/search', SearchController::class)->name('search');

Route::prefix('admin')->name('admin.')->middleware('auth')->group(function () {
    Route::resource('products', ProductController::class)->only(['index', 'edit', 'update', 'destroy']);
});
