<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreProjectRequest;
use App\Http\Requests\UpdateProjectRequest;
use App\Http\Resources\ProjectResource;
use App\Models\Project;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class ProjectController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $team = $request->user()->currentTeam;

        $projects = Project::query()
            ->whereBelongsTo($team)
            ->when(! $request->boolean('include_archived'), fn ($q) => $q->active())
            ->with('owner:id,name')
            ->withCount('openTasks')
            ->orderByDesc('updated_at')
            ->paginate(30);

        return ProjectResource::collection($projects);
    }

    public function store(StoreProjectRequest $request): ProjectResource
    {
        $project = $request->user()->currentTeam->projects()->create([
            ...$request->validated(),
            'owner_id' => $request->user()->id,
        ]);

        return new ProjectResource($project);
    }

    public function show(Project $project): ProjectResource
    {
        $this->authorize('view', $project);

        return new ProjectResource($project->loadCount('openTasks'));
    }

    public function update(UpdateProjectRequest $request, Project $project): ProjectResource
    {
        $project->update($request->validated());

        return new ProjectResource($project);
    }

    public function archive(Project $project): ProjectResource
    {
        $this->authorize('update', $project);
        $project->forceFill(['archived_at' => now()])->save();

        return new ProjectResource($project);
    }
}
