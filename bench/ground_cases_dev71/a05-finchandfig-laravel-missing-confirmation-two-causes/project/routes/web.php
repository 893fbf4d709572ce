<?php

use App\Http\Controllers\CheckoutController;
use App\Http\Controllers\ProductController;
use Illuminate\Support\Facades\Route;

Route::get('/products/{product:slug}', [ProductController::class, 'show'])->name('products.show');
Route::post('/checkout', [CheckoutController::class, 'store'])->name('checkout.store');
Route::get('/orders/{order:number}/thanks', [CheckoutController::class, 'thanks'])->name('checkout.thanks');
