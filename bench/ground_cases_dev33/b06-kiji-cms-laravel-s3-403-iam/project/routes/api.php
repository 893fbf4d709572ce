<?php

use App\Http\Controllers\ArticleController;
use App\Http\Controllers\AvatarController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/me/avatar', [AvatarController::class, 'store']);
    Route::delete('/me/avatar', [AvatarController::class, 'destroy']);

    Route::apiResource('articles', ArticleController::class);
});
