<?php

namespace Tests\Feature;

use App\Models\Project;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProjectAccessTest extends TestCase
{
    use RefreshDatabase;

    private function projectWith(User $user, string $role): Project
    {
        $owner = $role === 'owner' ? $user : User::factory()->create();
        $project = Project::create(['name' => 'Website', 'owner_id' => $owner->id]);
        $project->members()->create(['user_id' => $user->id, 'role' => $role]);

        return $project;
    }

    public function test_viewer_cannot_update_project(): void
    {
        $user = User::factory()->create();
        $project = $this->projectWith($user, 'viewer');

        $this->actingAs($user)->patchJson("/api/projects/{$project->id}", ['name' => 'X'])->assertForbidden();
    }

    public function test_owner_can_archive_project(): void
    {
        $user = User::factory()->create();
        $project = $this->projectWith($user, 'owner');

        $this->actingAs($user)->postJson("/api/projects/{$project->id}/archive")->assertOk();
    }
}
