<?php

use App\Http\Controllers\InvitationController;
use App\Http\Controllers\TeamMemberController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth')->group(function () {
    Route::get('/teams/{team}/members', [TeamMemberController::class, 'index'])->name('teams.members');
    Route::delete('/teams/{team}/members/{user}', [TeamMemberController::class, 'destroy'])->name('teams.members.destroy');
    Route::post('/teams/{team}/invitations', [InvitationController::class, 'store'])->name('invitations.store');
    Route::post('/invitations/{invitation:token}/accept', [InvitationController::class, 'accept'])->name('invitations.accept');
});

Route::get('/invitations/{invitation:token}', [InvitationController::class, 'show'])->name('invitations.show');
