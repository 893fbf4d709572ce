<?php

use App\Http\Controllers\CustomerController;
use App\Http\Controllers\InvoiceController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth')->group(function () {
    Route::get('/', fn () => redirect()->route('invoices.index'));
    Route::get('/invoices/export', [InvoiceController::class, 'export'])->name('invoices.export');
    Route::resource('invoices', InvoiceController::class)->only(['index', 'store', 'show']);
    Route::resource('customers', CustomerController::class)->only(['index', 'show']);
});

require __DIR__ . '/auth.php';
