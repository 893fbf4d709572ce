<?php

namespace Tests\Feature;

use App\Models\Report;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReportIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_sees_reports(): void
    {
        $admin = User::factory()->admin()->create();
        Report::factory()->count(3)->create();

        $this->actingAs($admin)
            ->get('/admin/reports')
            ->assertOk()
            ->assertSee('レポート一覧');
    }
}
