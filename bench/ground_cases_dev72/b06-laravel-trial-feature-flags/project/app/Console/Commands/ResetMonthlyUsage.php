<?php

namespace App\Console\Commands;

use App\Models\Workspace;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;

class ResetMonthlyUsage extends Command
{
    protected $signature = 'usage:reset-monthly';

    protected $description = 'Zero the monthly API call counters at the start of a billing month';

    public function handle(): int
    {
        $count = DB::table('workspace_usage')->update(['api_calls' => 0, 'reset_at' => now()]);
        $this->info("reset {$count} workspaces");

        return self::SUCCESS;
    }
}
