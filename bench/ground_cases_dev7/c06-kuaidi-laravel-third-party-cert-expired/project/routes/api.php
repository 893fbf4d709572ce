<?php

use App\Http\Controllers\TrackingController;
use Illuminate\Support\Facades\Route;

Route::get('/orders/{orderNo}/tracking', [TrackingController::class, 'show']);
