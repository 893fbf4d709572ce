<?php

namespace App\Console\Commands;

use App\Models\Attachment;
use App\Models\User;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Storage;

class PurgeOrphanUploads extends Command
{
    protected $signature = 'uploads:purge-orphans {--dry-run}';

    protected $description = 'Delete uploaded files older than 24h that no attachment row points to';

    public function handle(): int
    {
        $disk = Storage::disk('public');
        $cutoff = Carbon::now()->subDay()->getTimestamp();
        $referenced = Attachment::query()->pluck('path')
            ->merge(User::query()->whereNotNull('avatar_path')->pluck('avatar_path'))
            ->flip();
        $deleted = 0;

        foreach ($disk->allFiles('uploads') as $path) {
            if (isset($referenced[$path]) || $disk->lastModified($path) > $cutoff) {
                continue;
            }
            if (! $this->option('dry-run')) {
                $disk->delete($path);
            }
            $deleted++;
        }

        $this->info("purged {$deleted} orphan file(s)");

        return self::SUCCESS;
    }
}
