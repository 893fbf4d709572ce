<?php

namespace Tests\Feature;

use App\Models\Project;
use App\Models\User;
use App\Models\Workspace;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProjectLimitTest extends TestCase
{
    use RefreshDatabase;

    private function workspace(string $plan, int $projects): Workspace
    {
        $owner = User::factory()->create();
        $ws = Workspace::factory()->for($owner, 'owner')->create(['plan' => $plan]);
        Project::factory()->count($projects)->for($ws)->create();

        return $ws;
    }

    public function test_free_plan_blocks_fourth_project(): void
    {
        $ws = $this->workspace('free', 3);
        $this->actingAs($ws->owner)->postJson("/api/workspaces/{$ws->id}/projects", ['name' => 'x'])->assertStatus(402);
    }

    public function test_archived_projects_do_not_count(): void
    {
        $ws = $this->workspace('free', 3);
        $ws->projects()->first()->update(['archived_at' => now()]);
        $this->actingAs($ws->owner)->postJson("/api/workspaces/{$ws->id}/projects", ['name' => 'x'])->assertCreated();
    }

    public function test_unlimited_plan_has_no_cap(): void
    {
        $ws = $this->workspace('enterprise', 120);
        $this->actingAs($ws->owner)->postJson("/api/workspaces/{$ws->id}/projects", ['name' => 'x'])->assertCreated();
    }
}
