<?php

use App\Http\Controllers\PhotoController;
use App\Http\Controllers\UploadController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/uploads/presign', [UploadController::class, 'presign']);
    Route::post('/uploads/complete', [UploadController::class, 'complete']);

    Route::get('/photos', [PhotoController::class, 'index']);
    Route::delete('/photos/{photo}', [PhotoController::class, 'destroy']);
});
