<?php

namespace App\Http\Controllers;

use App\Models\Post;
use Illuminate\View\View;

class PostController extends Controller
{
    public function index(): View
    {
        $posts = Post::query()
            ->withCount('comments')
            ->latest()
            ->paginate(20);

        return view('posts.index', ['posts' => $posts]);
    }

    public function show(Post $post): View
    {
        $post->loadCount('comments')->load('comments.author');

        return view('posts.show', ['post' => $post]);
    }
}
