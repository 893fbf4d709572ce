<?php

use App\Http\Controllers\CommentController;
use App\Http\Controllers\ReportController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/posts/{post}/comments', [CommentController::class, 'store']);
    Route::post('/comments/{comment}/reports', [ReportController::class, 'store'])
        ->middleware('throttle:20,1');
    Route::get('/moderation/queue', [ReportController::class, 'queue'])->can('moderate');
});
