<?php

use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\OrderController;
use App\Http\Controllers\OrderExportController;
use App\Http\Controllers\StaffInvitationController;
use Illuminate\Support\Facades\Route;

Route::get('/login', [LoginController::class, 'show'])->name('login');
Route::post('/login', [LoginController::class, 'login'])->middleware('throttle:login');
Route::post('/logout', [LoginController::class, 'logout'])->name('logout');

Route::get('/invitations/{token}', [StaffInvitationController::class, 'accept'])->name('invitations.accept');
Route::post('/invitations/{token}', [StaffInvitationController::class, 'register']);

Route::middleware(['auth'])->group(function () {
    Route::get('/orders', [OrderController::class, 'index'])->name('orders.index');
    Route::get('/orders/export', OrderExportController::class)->name('orders.export');
    Route::get('/orders/{order}', [OrderController::class, 'show'])->name('orders.show');
    Route::patch('/orders/{order}', [OrderController::class, 'update'])->name('orders.update');

    Route::post('/staff/invitations', [StaffInvitationController::class, 'store'])
        ->middleware('can:invite-staff')
        ->name('staff.invite');
});
