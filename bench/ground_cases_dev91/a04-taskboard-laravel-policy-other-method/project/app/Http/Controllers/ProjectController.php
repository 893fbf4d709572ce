<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateProjectRequest;
use App\Models\Project;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class ProjectController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $projects = Project::query()
            ->whereHas('members', fn ($q) => $q->where('user_id', $request->user()->id))
            ->orderBy('name')
            ->get();

        return response()->json($projects);
    }

    public function show(Project $project): JsonResponse
    {
        $this->authorize('view', $project);

        return response()->json($project->load('members'));
    }

    public function update(UpdateProjectRequest $request, Project $project): JsonResponse
    {
        $project->update($request->validated());
        Log::info('project updated', ['project_id' => $project->id, 'user_id' => $request->user()->id]);

        return response()->json($project);
    }

    public function archive(Project $project): JsonResponse
    {
        $this->authorize('archive', $project);
        $project->update(['archived_at' => now()]);

        return response()->json($project);
    }

    public function destroy(Project $project): JsonResponse
    {
        $this->authorize('delete', $project);
        $project->delete();

        return response()->json(null, 204);
    }
}
