<?php

namespace App\Jobs;

use App\Models\Product;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Storage;
use League\Csv\Reader;

class ImportProductsJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 1;

    public int $timeout = 300;

    public function __construct(public string $path, public int $userId)
    {
    }

    public function handle(): void
    {
        $csv = Reader::createFromPath(Storage::path($this->path));
        $csv->setHeaderOffset(0);

        $count = 0;
        foreach ($csv->getRecords() as $row) {
            Product::updateOrCreate(
                ['sku' => $row['sku']],
                ['name' => $row['name'], 'price' => (int) $row['price'], 'stock' => (int) ($row['stock'] ?? 0)],
            );
            $count++;
        }

        Log::info('products imported', ['count' => $count, 'user_id' => $this->userId]);
    }
}
