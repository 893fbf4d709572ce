<?php

namespace Tests\Feature;

use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProductApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_is_paginated(): void
    {
        Product::factory()->count(25)->create();

        $this->actingAs(User::factory()->admin()->create())
            ->getJson('/api/products')
            ->assertOk()
            ->assertJsonCount(20, 'data');
    }

    public function test_store_rejects_duplicate_sku(): void
    {
        Product::factory()->create(['sku' => 'SKU-001']);

        $this->actingAs(User::factory()->admin()->create())
            ->postJson('/api/products', ['sku' => 'SKU-001', 'name' => 'x', 'price' => 100])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('sku');
    }

    public function test_update_changes_price(): void
    {
        $product = Product::factory()->create(['price' => 100]);

        $this->actingAs(User::factory()->admin()->create())
            ->patchJson("/api/products/{$product->id}", ['price' => 150])
            ->assertOk()
            ->assertJsonPath('price', 150);
    }
}
