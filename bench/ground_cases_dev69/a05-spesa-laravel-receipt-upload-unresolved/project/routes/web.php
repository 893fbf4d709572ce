<?php

use App\Http\Controllers\ClaimController;
use App\Http\Controllers\ReceiptController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth')->group(function () {
    Route::get('/claims', [ClaimController::class, 'index'])->name('claims.index');
    Route::get('/claims/{claim}', [ClaimController::class, 'show'])->name('claims.show');
    Route::get('/claims/{claim}/receipts/create', [ReceiptController::class, 'create'])->name('receipts.create');
    Route::post('/claims/{claim}/receipts', [ReceiptController::class, 'store'])->name('receipts.store');
    Route::delete('/receipts/{receipt}', [ReceiptController::class, 'destroy'])->name('receipts.destroy');
});
