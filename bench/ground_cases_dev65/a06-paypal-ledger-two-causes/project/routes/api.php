<?php

use App\Http\Controllers\PaypalWebhookController;
use Illuminate\Support\Facades\Route;

Route::post('/webhooks/paypal', PaypalWebhookController::class)->name('webhooks.paypal');
