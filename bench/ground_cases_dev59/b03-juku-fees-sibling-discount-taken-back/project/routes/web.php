<?php

use App\Http\Controllers\InvoiceController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth')->group(function () {
    Route::get('/students/{student}/invoice', [InvoiceController::class, 'show'])->name('invoices.show');
});
