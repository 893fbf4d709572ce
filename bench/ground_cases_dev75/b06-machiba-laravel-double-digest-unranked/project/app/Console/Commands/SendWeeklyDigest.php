<?php

namespace App\Console\Commands;

use App\Jobs\SendDigestJob;
use App\Models\User;
use Illuminate\Console\Command;

class SendWeeklyDigest extends Command
{
    protected $signature = 'digest:weekly {--dry-run}';

    protected $description = 'Queue the weekly notification digest for every subscribed user';

    public function handle(): int
    {
        $queued = 0;

        User::query()
            ->whereNull('digest_unsubscribed_at')
            ->where('digest_frequency', 'weekly')
            ->chunkById(500, function ($users) use (&$queued) {
                foreach ($users as $user) {
                    if (! $this->option('dry-run')) {
                        SendDigestJob::dispatch($user->id)->onQueue('mail');
                    }
                    $queued++;
                }
            });

        $this->info("queued {$queued} digests");

        return self::SUCCESS;
    }
}
