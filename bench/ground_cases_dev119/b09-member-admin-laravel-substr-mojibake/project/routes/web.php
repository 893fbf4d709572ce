<?php

use App\Http\Controllers\MemberExportController;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth', 'can:export-members'])->group(function () {
    Route::get('/admin/members/export', MemberExportController::class)->name('members.export');
});
