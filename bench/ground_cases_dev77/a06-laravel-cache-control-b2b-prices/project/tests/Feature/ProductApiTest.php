<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProductApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_guest_listing_is_cacheable(): void
    {
        Product::factory()->count(3)->create(['active' => true]);

        $this->getJson('/api/products')
            ->assertOk()
            ->assertHeader('Cache-Control', 'max-age=3600, public, s-maxage=3600');
    }

    public function test_update_is_not_cached(): void
    {
        $this->putJson('/api/products/1', ['name' => 'x'])
            ->assertHeader('Cache-Control', 'no-store, private');
    }
}
