<?php

namespace App\Console\Commands;

use App\Models\Order;
use Illuminate\Console\Command;

/**
 * 発送から 14 日たった注文を completed にする（毎日 3:00 に実行）。
 */
class CompleteDeliveredOrders extends Command
{
    protected $signature = 'orders:complete-delivered {--days=14}';

    protected $description = '発送済みで一定日数たった注文を完了にする';

    public function handle(): int
    {
        $days = (int) $this->option('days');

        $count = Order::query()
            ->where('status', Order::STATUS_SHIPPED)
            ->where('shipped_at', '<=', now()->subDays($days))
            ->update([
                'status' => Order::STATUS_COMPLETED,
                'completed_at' => now(),
            ]);

        $this->info("completed {$count} orders");

        return self::SUCCESS;
    }
}
