<?php

use App\Http\Controllers\LabelController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/shipments/{shipment}/label', [LabelController::class, 'store']);
    Route::get('/shipments/{shipment}/label', [LabelController::class, 'show']);
});
