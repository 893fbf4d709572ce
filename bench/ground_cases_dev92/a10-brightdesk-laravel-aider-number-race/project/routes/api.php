<?php

use App\Http\Controllers\InvoiceController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/invoices/{invoice}/issue', [InvoiceController::class, 'issue']);
    Route::get('/invoices/{invoice}/pdf', [InvoiceController::class, 'pdf']);
});
