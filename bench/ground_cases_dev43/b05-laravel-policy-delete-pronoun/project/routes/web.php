<?php

use App\Http\Controllers\InvoiceController;
use App\Http\Controllers\InvoiceExportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth', 'verified'])->group(function () {
    Route::resource('invoices', InvoiceController::class)->only(['index', 'show', 'update', 'destroy']);
    Route::get('invoices-export', InvoiceExportController::class)
        ->middleware('can:export-invoices')
        ->name('invoices.export');
});

require __DIR__.'/auth.php';
