<?php

use App\Http\Controllers\CheckoutController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| Shop API
|--------------------------------------------------------------------------
|
| Everything under /api is stateless and authenticated with Sanctum tokens,
| except the health check used by the load balancer.
|
*/

Route::get('/health', fn () => ['ok' => true]);

Route::middleware('auth:sanctum')->group(function () {
    Route::prefix('checkout')->controller(CheckoutController::class)->group(function () {
        Route::get('/summary', 'summary');
        Route::post('/coupon', 'applyCoupon');
        Route::delete('/coupon', 'removeCoupon');
    });

    Route::get('/me', fn (\Illuminate\Http\Request $request) => $request->user()->only(['id', 'name', 'email']));
});

Route::fallback(function () {
    return response()->json(['error' => 'not_found'], 404);
});
