<?php

namespace App\Http\Controllers;

use App\Models\Note;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function index(Request $request)
    {
        $notes = Note::query()
            ->withCount('attachments')
            ->when($request->filled('project'), fn ($q) => $q->where('project_id', $request->integer('project')))
            ->orderByRaw($request->input('sort', 'created_at').' desc')
            ->limit(200)
            ->get();

        return view('reports.index', ['notes' => $notes]);
    }
}
