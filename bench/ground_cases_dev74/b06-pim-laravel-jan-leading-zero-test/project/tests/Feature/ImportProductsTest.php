<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ImportProductsTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        config(['queue.default' => 'sync']);
    }

    private function csv(string $body): string
    {
        $path = tempnam(sys_get_temp_dir(), 'products');
        file_put_contents($path, "jan_code,supplier_code,name,maker,list_price,cost_price,tax_rate,is_active\n".$body);

        return $path;
    }

    public function test_imports_rows(): void
    {
        $path = $this->csv("4901234567894,S-01,緑茶 500ml,丸川飲料,150,90,8,1\n");

        $this->artisan('products:import', ['path' => $path])->assertSuccessful();

        $this->assertDatabaseHas('products', ['jan_code' => '4901234567894', 'list_price' => 150]);
    }

    public function test_reimport_updates_instead_of_duplicating(): void
    {
        $path = $this->csv("4901234567894,S-01,緑茶 500ml,丸川飲料,150,90,8,1\n");
        $this->artisan('products:import', ['path' => $path]);
        $this->artisan('products:import', ['path' => $path]);

        $this->assertSame(1, Product::count());
    }
}
