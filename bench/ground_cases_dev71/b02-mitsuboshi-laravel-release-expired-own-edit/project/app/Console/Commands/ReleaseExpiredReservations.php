<?php

namespace App\Console\Commands;

use App\Services\StockReservationService;
use Illuminate\Console\Command;

class ReleaseExpiredReservations extends Command
{
    protected $signature = 'reservations:release-expired';

    protected $description = '期限切れの在庫引当を解放する';

    public function handle(StockReservationService $service): int
    {
        $released = $service->releaseExpired();
        $this->info("released {$released} reservation(s)");

        return self::SUCCESS;
    }
}
