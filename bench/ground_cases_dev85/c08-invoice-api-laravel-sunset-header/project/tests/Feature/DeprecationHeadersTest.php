<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class DeprecationHeadersTest extends TestCase
{
    use RefreshDatabase;

    public function test_v1_responses_are_marked_deprecated(): void
    {
        $this->actingAs(User::factory()->create())
            ->getJson('/api/v1/invoices')
            ->assertOk()
            ->assertHeader('Deprecation', 'true')
            ->assertHeader('Sunset')
            ->assertHeader('Link');
    }

    public function test_v1_errors_are_marked_too(): void
    {
        $this->getJson('/api/v1/invoices')
            ->assertStatus(401)
            ->assertHeader('Sunset');
    }

    public function test_v2_is_not_deprecated(): void
    {
        $this->actingAs(User::factory()->create())
            ->getJson('/api/v2/invoices')
            ->assertOk()
            ->assertHeaderMissing('Deprecation');
    }
}
