<?php

namespace Tests\Feature;

use App\Models\Project;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProjectApiTest extends TestCase
{
    use RefreshDatabase;

    private User $user;

    protected function setUp(): void
    {
        parent::setUp();
        $this->user = User::factory()->withPersonalTeam()->create();
    }

    public function test_index_lists_active_projects_of_current_team(): void
    {
        $team = $this->user->currentTeam;
        Project::factory()->for($team)->count(2)->create();
        Project::factory()->for($team)->create(['archived_at' => now()]);
        Project::factory()->create();

        $this->actingAs($this->user)
            ->getJson('/api/projects')
            ->assertOk()
            ->assertJsonCount(2, 'data');
    }

    public function test_index_can_include_archived(): void
    {
        $team = $this->user->currentTeam;
        Project::factory()->for($team)->create(['archived_at' => now()]);

        $this->actingAs($this->user)
            ->getJson('/api/projects?include_archived=1')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.archived', true);
    }

    public function test_store_sets_owner(): void
    {
        $this->actingAs($this->user)
            ->postJson('/api/projects', ['name' => 'Website relaunch', 'slug' => 'website-relaunch'])
            ->assertCreated()
            ->assertJsonPath('data.owner_id', $this->user->id);
    }
}
