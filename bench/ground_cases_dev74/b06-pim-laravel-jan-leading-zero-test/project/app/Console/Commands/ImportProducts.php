<?php

namespace App\Console\Commands;

use App\Jobs\ImportProductsChunk;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Bus;
use League\Csv\Reader;

class ImportProducts extends Command
{
    protected $signature = 'products:import {path : 仕入先から受け取った商品CSV}';

    protected $description = '商品マスタCSVを取り込む';

    private const CHUNK = 1000;

    public function handle(): int
    {
        $csv = Reader::createFromPath($this->argument('path'));
        $csv->setHeaderOffset(0);

        $jobs = [];
        $chunk = [];
        $rows = 0;
        foreach ($csv->getRecords() as $offset => $row) {
            $chunk[$offset + 1] = $row;
            $rows++;
            if (count($chunk) === self::CHUNK) {
                $jobs[] = new ImportProductsChunk($chunk);
                $chunk = [];
            }
        }
        if ($chunk !== []) {
            $jobs[] = new ImportProductsChunk($chunk);
        }

        Bus::batch($jobs)->name('products:import '.basename($this->argument('path')))
            ->allowFailures()
            ->onQueue('imports')
            ->dispatch();

        $this->info(__('import.queued', ['chunks' => count($jobs), 'rows' => $rows]));

        return self::SUCCESS;
    }
}
