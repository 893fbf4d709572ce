<?php

namespace Tests\Feature\Admin;

use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class ProductImageControllerTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
        $this->actingAs(User::factory()->admin()->create());
    }

    public function test_index_returns_signed_urls(): void
    {
        $product = Product::factory()->hasImages(2)->create();

        $this->getJson("/api/admin/products/{$product->id}/images")
            ->assertOk()
            ->assertJsonCount(2)
            ->assertJsonStructure([['id', 'position', 'alt', 'url']]);
    }

    public function test_destroy_removes_the_file(): void
    {
        $product = Product::factory()->hasImages(1)->create();
        $image = $product->images()->first();
        Storage::disk('media')->put($image->path, 'x');

        $this->deleteJson("/api/admin/products/{$product->id}/images/{$image->id}")->assertNoContent();
        Storage::disk('media')->assertMissing($image->path);
    }
}
