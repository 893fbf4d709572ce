<?php

use App\Http\Middleware\SetLocale;
use Illuminate\Support\Facades\Route;

Route::middleware(['web', 'auth', SetLocale::class])->group(function () {
    Route::get('/invoices/{invoice}', fn (App\Models\Invoice $invoice) => view('invoices.show', compact('invoice')));
});
