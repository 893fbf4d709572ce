<?php

use App\Http\Controllers\ProductSearchController;
use Illuminate\Support\Facades\Route;

Route::get('/search', ProductSearchController::class)->middleware('throttle:search');
