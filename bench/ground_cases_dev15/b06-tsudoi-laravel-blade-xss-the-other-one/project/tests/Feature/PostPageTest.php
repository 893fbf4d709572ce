<?php

namespace Tests\Feature;

use App\Models\Comment;
use App\Models\Post;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PostPageTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_posts(): void
    {
        $post = Post::factory()->create(['title' => '週末の集まり']);

        $this->get(route('posts.index'))
            ->assertOk()
            ->assertSee('週末の集まり');
    }

    public function test_show_renders_comments(): void
    {
        $post = Post::factory()->create();
        Comment::factory()->for($post)->create(['body' => '参加します']);

        $this->get(route('posts.show', $post))
            ->assertOk()
            ->assertSee('参加します');
    }
}
