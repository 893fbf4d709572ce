<?php

use App\Http\Controllers\NoticeController;
use Illuminate\Support\Facades\Route;

Route::redirect('/', '/notices');

Route::middleware('auth')->group(function () {
    Route::resource('notices', NoticeController::class)->only(['index', 'create', 'store', 'show']);
});

require __DIR__.'/auth.php';
