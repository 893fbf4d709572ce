<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProductIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_only_published_products(): void
    {
        Product::factory()->create(['name' => '公開中', 'is_published' => true]);
        Product::factory()->create(['name' => '下書き', 'is_published' => false]);

        $this->getJson('/api/products')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.name', '公開中');
    }

    public function test_search_by_name_or_sku(): void
    {
        Product::factory()->create(['name' => '抹茶ラテ', 'sku' => 'DR-001', 'is_published' => true]);
        Product::factory()->create(['name' => 'ほうじ茶', 'sku' => 'DR-002', 'is_published' => true]);
        Product::factory()->create(['name' => 'カフェラテ', 'sku' => 'DR-003', 'is_published' => true]);

        $this->getJson('/api/products?q=ラテ')->assertOk()->assertJsonCount(2, 'data');
        $this->getJson('/api/products?q=DR-002')->assertOk()->assertJsonPath('data.0.name', 'ほうじ茶');
    }
}
