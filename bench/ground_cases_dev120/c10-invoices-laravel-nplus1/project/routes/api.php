<?php

use App\Http\Controllers\InvoiceController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/invoices', [InvoiceController::class, 'index']);
    Route::get('/invoices/export', [InvoiceController::class, 'export']);
    Route::get('/invoices/{invoice}', [InvoiceController::class, 'show']);
});
