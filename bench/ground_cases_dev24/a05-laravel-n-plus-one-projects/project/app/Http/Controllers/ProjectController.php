<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreProjectRequest;
use App\Models\Project;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ProjectController extends Controller
{
    public function index(Request $request): View
    {
        $team = $request->user()->currentTeam;

        $projects = $team->projects()->orderByDesc('updated_at')->get();

        return view('projects.index', [
            'team' => $team,
            'projects' => $projects,
        ]);
    }

    public function show(Project $project): View
    {
        $this->authorize('view', $project);

        $project->load(['owner', 'tasks' => fn ($q) => $q->orderBy('position')]);

        return view('projects.show', ['project' => $project]);
    }

    public function store(StoreProjectRequest $request): RedirectResponse
    {
        $project = $request->user()->currentTeam->projects()->create([
            'name' => $request->validated('name'),
            'owner_id' => $request->user()->id,
            'color' => $request->validated('color', 'slate'),
        ]);

        return redirect()->route('projects.show', $project)->with('status', 'Project created.');
    }

    public function archive(Project $project): RedirectResponse
    {
        $this->authorize('update', $project);

        $project->update(['archived_at' => now()]);

        return back()->with('status', "Archived {$project->name}.");
    }
}
