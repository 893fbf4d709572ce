<?php

namespace App\Jobs;

use App\Models\User;
use App\Services\PointLedger;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class GrantReviewPoints implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 30;

    public int $tries = 5;

    public function __construct(public User $user, public int $reviewId)
    {
    }

    public function handle(PointLedger $ledger): void
    {
        // reviewId をキーに冪等にしてある
        $ledger->grantOnce($this->user, 50, "review:{$this->reviewId}");
    }
}
