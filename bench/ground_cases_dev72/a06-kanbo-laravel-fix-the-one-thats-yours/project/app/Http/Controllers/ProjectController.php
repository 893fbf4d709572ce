<?php

namespace App\Http\Controllers;

use App\Exceptions\PlanLimitReached;
use App\Models\Workspace;
use App\Services\PlanLimits;
use Illuminate\Http\Request;

class ProjectController extends Controller
{
    public function __construct(private PlanLimits $limits)
    {
    }

    public function store(Request $request, Workspace $workspace)
    {
        $this->authorize('update', $workspace);
        $data = $request->validate(['name' => 'required|string|max:80']);

        try {
            $this->limits->ensureCanCreateProject($workspace);
        } catch (PlanLimitReached $e) {
            return response()->json(['error' => $e->getMessage(), 'upgrade_url' => route('billing.plans')], 402);
        }

        $project = $workspace->projects()->create($data);

        return response()->json($project, 201);
    }
}
