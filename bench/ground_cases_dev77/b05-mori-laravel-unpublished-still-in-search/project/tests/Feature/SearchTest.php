<?php

namespace Tests\Feature;

use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class SearchTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        config(['scout.driver' => 'collection']);
    }

    public function test_search_finds_by_name(): void
    {
        Product::create(['name' => '木のスプーン', 'price' => 800, 'is_published' => true]);
        Product::create(['name' => 'ガラスの器', 'price' => 2400, 'is_published' => true]);

        $this->get('/search?q=スプーン')
            ->assertOk()
            ->assertSee('木のスプーン')
            ->assertDontSee('ガラスの器');
    }
}
