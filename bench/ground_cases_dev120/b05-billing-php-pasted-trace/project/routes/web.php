<?php

use App\Http\Controllers\InvoiceExportController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth')->group(function () {
    Route::get('/invoices/export', InvoiceExportController::class)->name('invoices.export');
});
