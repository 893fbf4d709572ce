<?php

use App\Http\Controllers\Api\V1\InvoiceController as V1InvoiceController;
use App\Http\Controllers\Api\V2\InvoiceController as V2InvoiceController;
use Illuminate\Support\Facades\Route;

Route::prefix('v1')->middleware(['api.deprecated:v1', 'auth:sanctum'])->group(function () {
    Route::get('invoices', [V1InvoiceController::class, 'index']);
    Route::get('invoices/{invoice}', [V1InvoiceController::class, 'show']);
    Route::post('invoices', [V1InvoiceController::class, 'store']);
});

Route::prefix('v2')->middleware(['auth:sanctum'])->group(function () {
    Route::get('invoices', [V2InvoiceController::class, 'index']);
    Route::get('invoices/{invoice}', [V2InvoiceController::class, 'show']);
    Route::post('invoices', [V2InvoiceController::class, 'store']);
});
