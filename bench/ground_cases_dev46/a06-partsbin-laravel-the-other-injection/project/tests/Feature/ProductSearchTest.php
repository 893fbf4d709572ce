<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProductSearchTest extends TestCase
{
    use RefreshDatabase;

    public function test_search_finds_by_name(): void
    {
        Product::factory()->create(['name' => 'Hex bolt M8', 'active' => true]);
        Product::factory()->create(['name' => 'Washer M8', 'active' => true]);

        $this->getJson('/api/products/search?q=bolt')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.name', 'Hex bolt M8');
    }

    public function test_search_ignores_inactive(): void
    {
        Product::factory()->create(['name' => 'Old bolt', 'active' => false]);

        $this->getJson('/api/products/search?q=bolt')
            ->assertOk()
            ->assertJsonCount(0, 'data');
    }

    public function test_search_treats_wildcards_literally(): void
    {
        Product::factory()->create(['name' => 'Hex bolt M8', 'active' => true]);

        $this->getJson('/api/products/search?q=%25')
            ->assertOk()
            ->assertJsonCount(0, 'data');
    }

    public function test_search_is_not_injectable(): void
    {
        Product::factory()->create(['name' => 'Hex bolt M8', 'active' => true]);

        $this->getJson('/api/products/search?q=' . urlencode("' OR 1=1 -- "))
            ->assertOk()
            ->assertJsonCount(0, 'data');
    }

    public function test_index_paginates(): void
    {
        Product::factory()->count(20)->create(['active' => true]);

        $this->getJson('/api/products?per_page=5')
            ->assertOk()
            ->assertJsonPath('per_page', 5);
    }
}
