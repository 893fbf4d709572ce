<?php

namespace App\Jobs;

use App\Services\ProductUpserter;
use Illuminate\Bus\Batchable;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Database\QueryException;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Log;
use Throwable;

class ImportProductsChunk implements ShouldQueue
{
    use Batchable, Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    /** @var array<int, int> */
    public array $backoff = [10, 60];

    /**
     * @param  array<int, array<string, string>>  $rows  keyed by CSV line number
     */
    public function __construct(public array $rows)
    {
    }

    public function handle(ProductUpserter $upserter): void
    {
        if ($this->batch()?->cancelled()) {
            return;
        }

        foreach ($this->rows as $line => $row) {
            try {
                $upserter->upsert($row);
            } catch (QueryException $e) {
                throw $e; // deadlock などは行単位で握りつぶさずジョブごとリトライ
            } catch (Throwable $e) {
                Log::warning(__('import.row_failed', ['line' => $line, 'message' => $e->getMessage()]));
            }
        }
    }
}
