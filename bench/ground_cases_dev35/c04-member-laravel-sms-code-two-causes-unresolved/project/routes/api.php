<?php

use App\Http\Controllers\Auth\SmsLoginController;
use App\Http\Controllers\MemberController;
use App\Http\Controllers\PointsController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
*/

Route::prefix('auth')->group(function () {
    Route::post('sms/send', [SmsLoginController::class, 'sendCode'])->middleware('throttle:sms');
    Route::post('sms/login', [SmsLoginController::class, 'login']);
});

Route::middleware('auth:sanctum')->group(function () {
    Route::get('me', [MemberController::class, 'show']);
    Route::put('me', [MemberController::class, 'update']);
    Route::get('points', [PointsController::class, 'index']);
    Route::post('points/redeem', [PointsController::class, 'redeem']);
});
