<?php

use App\Http\Controllers\MenuController;
use App\Http\Controllers\ReservationController;
use App\Http\Controllers\ShopController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
| Public booking API used by the LINE mini app and the shop dashboard.
*/

Route::get('/health', fn () => response()->noContent())->name('health');

Route::get('/shops/{shop}', [ShopController::class, 'show'])->name('shops.show');
Route::get('/shops/{shop}/menus', [MenuController::class, 'index'])->name('menus.index');

Route::prefix('reservations')->name('reservations.')->group(function () {
    Route::get('/', [ReservationController::class, 'index'])->name('index');
    Route::post('/', [ReservationController::class, 'store'])
        ->middleware('throttle:reservations')
        ->name('store');
    Route::delete('/{reservation}', [ReservationController::class, 'cancel'])->name('destroy');
});

Route::middleware('auth:sanctum')->prefix('dashboard')->name('dashboard.')->group(function () {
    Route::get('/reservations', [ReservationController::class, 'index'])->name('reservations');
    Route::put('/shops/{shop}/settings', [ShopController::class, 'updateSettings'])->name('settings.update');
});
