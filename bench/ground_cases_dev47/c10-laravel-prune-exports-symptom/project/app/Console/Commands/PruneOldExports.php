<?php

namespace App\Console\Commands;

use App\Models\Export;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

class PruneOldExports extends Command
{
    protected $signature = 'exports:prune
                            {--days= : Delete exports older than this many days (default: config exports.retention_days)}
                            {--dry-run : Only list what would be deleted}';

    protected $description = 'Delete old CSV/XLSX exports and their files';

    public function handle(): int
    {
        $days = (int) ($this->option('days') ?? config('exports.retention_days'));
        if ($days < 1) {
            $this->error("retention must be at least 1 day, got {$days}");

            return self::FAILURE;
        }
        $cutoff = now()->subDays($days);
        $dryRun = (bool) $this->option('dry-run');

        $query = Export::query()
            ->whereIn('status', [Export::STATUS_DONE, Export::STATUS_FAILED])
            ->where('created_at', '>', $cutoff)
            ->orderBy('id');

        $deleted = 0;
        $query->chunkById(200, function ($exports) use ($dryRun, &$deleted) {
            foreach ($exports as $export) {
                if ($dryRun) {
                    $this->line("would delete #{$export->id} {$export->path} ({$export->created_at})");
                    continue;
                }
                if ($export->path) {
                    Storage::disk($export->disk)->delete($export->path);
                }
                $export->delete();
                $deleted++;
            }
        });

        $this->info($dryRun ? 'dry run, nothing deleted' : "deleted {$deleted} exports");

        return self::SUCCESS;
    }
}
