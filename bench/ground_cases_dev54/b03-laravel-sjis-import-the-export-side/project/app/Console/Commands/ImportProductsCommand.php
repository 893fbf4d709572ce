<?php

namespace App\Console\Commands;

use App\Models\Product;
use App\Services\ProductCsvReader;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Log;
use Throwable;

class ImportProductsCommand extends Command
{
    protected $signature = 'import:products {--dry-run}';
    protected $description = '取引先の商品マスタCSVを取り込む（毎晩 02:30）';

    public function handle(): int
    {
        $config = config('import.products');
        $reader = new ProductCsvReader($config['delimiter'], $config['fallback_encoding']);
        $files = File::glob($config['path'] . '/' . $config['pattern']);

        foreach ($files as $file) {
            $count = 0;
            try {
                DB::transaction(function () use ($reader, $file, &$count) {
                    foreach ($reader->read($file) as $lineNo => $row) {
                        Product::updateOrCreate(['code' => $row['code']], $row);
                        $count++;
                    }
                    if ($this->option('dry-run')) {
                        throw new DryRunRollback();
                    }
                });
            } catch (DryRunRollback) {
                $this->info("[dry-run] {$file}: {$count} rows");
                continue;
            } catch (Throwable $e) {
                Log::error('import:products failed', ['file' => $file, 'error' => $e->getMessage()]);
                $this->error("{$file}: {$e->getMessage()}");
                return self::FAILURE;
            }
            File::move($file, $config['archive'] . '/' . basename($file));
            $this->info("{$file}: {$count} rows");
        }

        return self::SUCCESS;
    }
}

class DryRunRollback extends \RuntimeException
{
}
