<?php

namespace App\Services;

use App\Models\Comment;
use App\Models\Report;
use Illuminate\Support\Facades\Log;

class ModerationService
{
    private int $hideThreshold;

    public function __construct()
    {
        $this->hideThreshold = (int) config('moderation.hide_threshold', 3);
    }

    public function handleNewReport(Report $report): void
    {
        $comment = $report->comment;
        if ($comment->hidden_at !== null || $comment->reviewed_at !== null) {
            return;
        }

        if ($this->shouldHide($comment)) {
            $comment->forceFill(['hidden_at' => now(), 'hidden_reason' => 'auto:reports'])->save();
            Log::info('comment auto-hidden', ['comment' => $comment->id]);
        }
    }

    public function shouldHide(Comment $comment): bool
    {
        $reports = Report::where('comment_id', $comment->id)->count();

        return $reports >= $this->hideThreshold;
    }

    public function restore(Comment $comment, int $moderatorId): void
    {
        $comment->forceFill([
            'hidden_at' => null,
            'hidden_reason' => null,
            'reviewed_at' => now(),
            'reviewed_by' => $moderatorId,
        ])->save();
    }
}
