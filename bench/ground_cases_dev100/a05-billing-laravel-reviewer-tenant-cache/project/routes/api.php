<?php

use App\Http\Controllers\InvoiceController;
use App\Http\Controllers\ReportController;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API routes
|--------------------------------------------------------------------------
|
| Everything here is behind Sanctum; the tenant comes from the authenticated
| user, never from the request.
|
*/

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/invoices', [InvoiceController::class, 'index']);
    Route::post('/invoices', [InvoiceController::class, 'store']);
    Route::get('/invoices/{invoice}', [InvoiceController::class, 'show']);
    Route::post('/invoices/{invoice}/void', [InvoiceController::class, 'void']);

    Route::prefix('reports')->group(function () {
        Route::get('/', [ReportController::class, 'index']);
        Route::get('/revenue', [ReportController::class, 'revenue']);
    });
});

Route::get('/health', fn () => response()->json(['ok' => true]));

Route::fallback(fn () => response()->json(['message' => 'Not found.'], 404));
