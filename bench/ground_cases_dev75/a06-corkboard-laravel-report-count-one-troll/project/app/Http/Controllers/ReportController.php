<?php

namespace App\Http\Controllers;

use App\Enums\ReportReason;
use App\Models\Comment;
use App\Models\Report;
use App\Services\ModerationService;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

class ReportController extends Controller
{
    public function __construct(private readonly ModerationService $moderation)
    {
    }

    public function store(Request $request, Comment $comment)
    {
        $data = $request->validate([
            'reason' => ['required', Rule::enum(ReportReason::class)],
            'note' => ['nullable', 'string', 'max:500'],
        ]);

        if ($comment->user_id === $request->user()->id) {
            abort(422, __('reports.own_comment'));
        }

        $report = Report::create([
            'comment_id' => $comment->id,
            'reporter_id' => $request->user()->id,
            'reason' => $data['reason'],
            'note' => $data['note'] ?? null,
        ]);

        $this->moderation->handleNewReport($report);

        return response()->json(['status' => 'received'], 201);
    }

    public function queue()
    {
        return Comment::whereNotNull('hidden_at')
            ->whereNull('reviewed_at')
            ->withCount('reports')
            ->orderByDesc('hidden_at')
            ->paginate(50);
    }
}
