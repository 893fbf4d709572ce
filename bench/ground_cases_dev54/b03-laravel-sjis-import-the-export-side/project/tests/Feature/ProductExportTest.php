<?php

namespace Tests\Feature;

use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProductExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_can_download_csv(): void
    {
        Product::create(['code' => 'A-001', 'name' => 'ボールペン 黒', 'jan' => '4901234567894',
            'price' => 1200, 'stock_type' => '1']);
        $admin = User::factory()->admin()->create();

        $response = $this->actingAs($admin)->get('/admin/products/export');

        $response->assertOk();
        $this->assertStringContainsString('A-001', $response->streamedContent());
    }

    public function test_guest_is_redirected(): void
    {
        $this->get('/admin/products/export')->assertRedirect('/login');
    }
}
