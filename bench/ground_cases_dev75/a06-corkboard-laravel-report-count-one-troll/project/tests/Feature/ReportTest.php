<?php

namespace Tests\Feature;

use App\Models\Comment;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_three_reports_hide_a_comment(): void
    {
        $comment = Comment::factory()->create();
        foreach (User::factory()->count(3)->create() as $user) {
            $this->actingAs($user)->postJson("/api/comments/{$comment->id}/reports", ['reason' => 'spam'])
                ->assertCreated();
        }

        $this->assertNotNull($comment->fresh()->hidden_at);
    }

    public function test_cannot_report_own_comment(): void
    {
        $comment = Comment::factory()->create();
        $this->actingAs($comment->author)->postJson("/api/comments/{$comment->id}/reports", ['reason' => 'spam'])
            ->assertStatus(422);
    }
}
