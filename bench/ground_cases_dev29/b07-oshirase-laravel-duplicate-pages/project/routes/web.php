<?php

use App\Http\Controllers\Admin;
use App\Http\Controllers\ArticleController;
use Illuminate\Support\Facades\Route;

Route::get('/', [ArticleController::class, 'index'])->name('articles.index');
Route::get('/category/{category:slug}', [ArticleController::class, 'category'])->name('articles.category');
Route::get('/articles/{slug}', [ArticleController::class, 'show'])->name('articles.show');

Route::prefix('admin')->middleware('auth')->name('admin.')->group(function () {
    Route::get('/articles', [Admin\ArticleController::class, 'index'])->name('articles.index');
    Route::post('/articles/{article}/publish', [Admin\ArticleController::class, 'publish'])->name('articles.publish');
    Route::post('/articles/{article}/unpublish', [Admin\ArticleController::class, 'unpublish'])->name('articles.unpublish');
});
