<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Workspace;

class WorkspaceController extends Controller
{
    public function index()
    {
        $workspaces = Workspace::withCount(['projects', 'members'])->latest()->paginate(50);

        return view('admin.workspaces.index', [
            'workspaces' => $workspaces,
            'planLabels' => collect(config('plans'))->map(fn ($p) => $p['label']),
        ]);
    }
}
