<?php

use App\Http\Controllers\MembershipController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/memberships', [MembershipController::class, 'store']);
    Route::post('/memberships/{membership}/renew', [MembershipController::class, 'renew']);
    Route::delete('/memberships/{membership}', [MembershipController::class, 'destroy']);
});
