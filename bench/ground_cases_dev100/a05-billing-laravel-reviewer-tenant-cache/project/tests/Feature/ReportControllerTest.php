<?php

namespace Tests\Feature;

use App\Models\Report;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReportControllerTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_only_own_tenant_reports(): void
    {
        $me = User::factory()->create();
        $other = User::factory()->create();
        Report::factory()->count(3)->create(['tenant_id' => $me->tenant_id, 'user_id' => $me->id]);
        Report::factory()->count(2)->create(['tenant_id' => $other->tenant_id, 'user_id' => $other->id]);

        $this->actingAs($me)->getJson('/api/reports')
            ->assertOk()
            ->assertJsonCount(3, 'data');
    }

    public function test_reports_require_authentication(): void
    {
        $this->getJson('/api/reports')->assertUnauthorized();
        $this->getJson('/api/reports/revenue?from=2025-01-01&to=2025-01-31')->assertUnauthorized();
    }

    public function test_revenue_requires_a_valid_range(): void
    {
        $me = User::factory()->create();

        $this->actingAs($me)->getJson('/api/reports/revenue?from=2025-02-01&to=2025-01-01')
            ->assertUnprocessable()
            ->assertJsonValidationErrors('to');
    }
}
