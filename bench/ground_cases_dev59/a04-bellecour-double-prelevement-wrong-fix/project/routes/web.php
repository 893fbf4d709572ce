<?php

use App\Http\Controllers\InscriptionController;
use App\Http\Controllers\MollieWebhookController;
use Illuminate\Support\Facades\Route;

Route::post('/inscription', [InscriptionController::class, 'store'])->name('inscription.store');
Route::get('/inscription/{eleve}/merci', fn () => view('inscription.merci'))->name('inscription.merci');
Route::post('/webhooks/mollie', MollieWebhookController::class)->name('webhooks.mollie');
Route::post('/webhooks/mollie/inscription', [InscriptionController::class, 'webhook'])->name('webhooks.mollie.inscription');
