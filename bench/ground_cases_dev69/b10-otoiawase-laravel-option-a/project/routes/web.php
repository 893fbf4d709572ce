<?php

use App\Http\Controllers\InquiryController;
use Illuminate\Support\Facades\Route;

Route::get('/contact', [InquiryController::class, 'create'])->name('inquiry.create');
Route::post('/contact', [InquiryController::class, 'store'])->name('inquiry.store');
Route::get('/contact/thanks', [InquiryController::class, 'thanks'])->name('inquiry.thanks');
