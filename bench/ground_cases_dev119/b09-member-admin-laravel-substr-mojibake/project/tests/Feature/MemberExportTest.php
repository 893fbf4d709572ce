<?php

namespace Tests\Feature;

use App\Models\Member;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MemberExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_can_download_members_csv(): void
    {
        $admin = User::factory()->admin()->create();
        Member::factory()->create(['member_no' => 'M0001', 'name' => '山田太郎', 'status' => 'active']);

        $response = $this->actingAs($admin)->get('/admin/members/export');

        $response->assertOk();
        $csv = $response->streamedContent();
        $this->assertStringContainsString('M0001,山田太郎,山田太郎', $csv);
    }

    public function test_export_can_be_filtered_by_status(): void
    {
        $admin = User::factory()->admin()->create();
        Member::factory()->create(['member_no' => 'M0001', 'status' => 'active']);
        Member::factory()->create(['member_no' => 'M0002', 'status' => 'withdrawn']);

        $csv = $this->actingAs($admin)->get('/admin/members/export?status=active')->streamedContent();

        $this->assertStringContainsString('M0001', $csv);
        $this->assertStringNotContainsString('M0002', $csv);
    }

    public function test_guest_is_redirected(): void
    {
        $this->get('/admin/members/export')->assertRedirect('/login');
    }
}
