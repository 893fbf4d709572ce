<?php

namespace App\Console\Commands;

use App\Models\Order;
use Illuminate\Console\Command;

/**
 * One-off backfill for orders created before orders.total_cents existed
 * (migration 2025_10_20_091500). Safe to run more than once.
 */
class BackfillOrderTotals extends Command
{
    protected $signature = 'orders:backfill-totals
        {--chunk=500 : Orders per batch}
        {--dry-run : Count what would change, write nothing}
        {--since= : Only orders placed on or after this date (YYYY-MM-DD)}';

    protected $description = 'Fill orders.total_cents from order_items where it is still NULL';

    public function handle(): int
    {
        $chunk = max(1, (int) $this->option('chunk'));
        $dryRun = (bool) $this->option('dry-run');
        $since = $this->option('since');
        $updated = 0;

        if ($since !== null && ! preg_match('/^\d{4}-\d{2}-\d{2}$/', $since)) {
            $this->error('--since must be a date like 2025-10-01');

            return self::INVALID;
        }

        Order::query()
            ->whereNull('total_cents')
            ->when($since, fn ($q) => $q->where('placed_at', '>=', $since))
            ->with('items')
            ->chunkById($chunk, function ($orders) use (&$updated, $dryRun) {
                foreach ($orders as $order) {
                    $total = $order->items->sum(fn ($item) => $item->unit_price_cents * $item->quantity);
                    if (! $dryRun) {
                        $order->forceFill(['total_cents' => $total])->saveQuietly();
                    }
                    $updated++;
                }
                $this->output->write('.');
            });

        $this->newLine();
        $this->info(($dryRun ? 'Would update' : 'Updated')." {$updated} orders.");

        return self::SUCCESS;
    }
}
