<?php

namespace App\Console\Commands;

use App\Models\Membership;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;

class ExpireMemberships extends Command
{
    protected $signature = 'memberships:expire {--dry-run : Only count, do not update}';

    protected $description = 'Mark active memberships whose expires_at has passed as expired';

    public function handle(): int
    {
        $query = Membership::query()
            ->active()
            ->where('expires_at', '<', Carbon::now());

        $count = $query->count();

        if ($this->option('dry-run')) {
            $this->info("{$count} memberships would expire");

            return self::SUCCESS;
        }

        $updated = $query->update(['status' => 'expired']);
        $this->info("expired {$updated} memberships");

        return self::SUCCESS;
    }
}
