<?php

namespace App\Console\Commands;

use App\Models\TicketHold;
use Illuminate\Console\Command;

class PurgeExpiredHolds extends Command
{
    protected $signature = 'tickets:purge-holds {--dry-run : Only report how many holds would be deleted}';

    protected $description = 'Delete ticket holds whose checkout window has expired';

    public function handle(): int
    {
        $query = TicketHold::query()->where('expires_at', '<', now());

        $count = (clone $query)->count();

        if ($this->option('dry-run')) {
            $this->info("{$count} expired holds would be deleted.");

            return self::SUCCESS;
        }

        $deleted = 0;
        $query->chunkById(500, function ($holds) use (&$deleted) {
            $deleted += TicketHold::whereIn('id', $holds->pluck('id'))->delete();
        });

        $this->info("Deleted {$deleted} expired holds.");

        return self::SUCCESS;
    }
}
