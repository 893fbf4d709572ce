<?php

namespace Tests\Feature;

use App\Models\Post;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PostControllerTest extends TestCase
{
    use RefreshDatabase;

    public function test_guest_cannot_create_post(): void
    {
        $this->post('/posts', ['title' => 'hi', 'body' => 'hello'])
            ->assertRedirect('/login');
    }

    public function test_author_can_update_own_post(): void
    {
        $user = User::factory()->create();
        $post = Post::factory()->for($user)->create();

        $this->actingAs($user)
            ->put("/posts/{$post->id}", ['title' => 'new', 'body' => 'body'])
            ->assertRedirect("/posts/{$post->id}");
    }
}
