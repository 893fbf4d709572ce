<?php

use App\Http\Controllers\MembershipController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/membership', [MembershipController::class, 'show']);
    Route::post('/membership/renew', [MembershipController::class, 'renew']);
});
