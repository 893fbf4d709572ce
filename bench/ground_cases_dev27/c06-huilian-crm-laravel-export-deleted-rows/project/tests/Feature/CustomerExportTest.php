<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CustomerExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_guests_cannot_export(): void
    {
        $this->get('/customers/export')->assertRedirect('/login');
    }

    public function test_exports_filtered_customers_as_csv(): void
    {
        $user = User::factory()->create();
        Customer::factory()->create(['name' => '上海云帆', 'city' => '上海', 'status' => 'active', 'phone' => '13812341234']);
        Customer::factory()->create(['name' => '杭州启明', 'city' => '杭州', 'status' => 'active']);

        $response = $this->actingAs($user)->get('/customers/export?city=上海');

        $response->assertOk();
        $response->assertHeader('Content-Type', 'text/csv; charset=UTF-8');
        $csv = $response->streamedContent();
        $this->assertStringStartsWith("\xEF\xBB\xBF", $csv);
        $this->assertStringContainsString('上海云帆', $csv);
        $this->assertStringContainsString('138****1234', $csv);
        $this->assertStringNotContainsString('13812341234', $csv);
        $this->assertStringNotContainsString('杭州启明', $csv);
    }

    public function test_rejects_unknown_status(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->get('/customers/export?status=vip')->assertSessionHasErrors('status');
    }
}
