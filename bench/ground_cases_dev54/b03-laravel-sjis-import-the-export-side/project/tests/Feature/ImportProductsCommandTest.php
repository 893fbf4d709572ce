<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\File;
use Tests\TestCase;

class ImportProductsCommandTest extends TestCase
{
    use RefreshDatabase;

    private string $dir;

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = storage_path('framework/testing/import');
        File::ensureDirectoryExists($this->dir);
        File::ensureDirectoryExists($this->dir . '/archive');
        config(['import.products.path' => $this->dir, 'import.products.archive' => $this->dir . '/archive']);
    }

    public function test_imports_utf8_file(): void
    {
        File::put($this->dir . '/shohin_20240601.csv',
            "商品コード,商品名,JANコード,単価,在庫区分\nA-001,ボールペン 黒,4901234567894,\"1,200\",1\n");

        $this->artisan('import:products')->assertSuccessful();

        $this->assertSame('ボールペン 黒', Product::where('code', 'A-001')->value('name'));
        $this->assertSame(1200, Product::where('code', 'A-001')->value('price'));
    }

    public function test_imports_excel_sjis_file(): void
    {
        $csv = "商品コード,商品名,JANコード,単価,在庫区分\r\nM-10021,クリアファイル A4 10枚,4905678123452,\"1,480\",1\r\n";
        File::put($this->dir . '/shohin_20240603.csv', mb_convert_encoding($csv, 'SJIS-win', 'UTF-8'));

        $this->artisan('import:products')->assertSuccessful();

        $this->assertSame('クリアファイル A4 10枚', Product::where('code', 'M-10021')->value('name'));
    }
}
