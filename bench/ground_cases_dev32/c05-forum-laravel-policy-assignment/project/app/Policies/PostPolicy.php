<?php

namespace App\Policies;

use App\Models\Post;
use App\Models\User;
use Illuminate\Auth\Access\Response;

class PostPolicy
{
    /**
     * 被封禁的用户什么都不能做。
     */
    public function before(User $user, string $ability): ?bool
    {
        if ($user->is_banned) {
            return false;
        }

        return null;
    }

    public function view(?User $user, Post $post): bool
    {
        return $post->published_at !== null || $user?->id === $post->user_id;
    }

    public function create(User $user): bool
    {
        return $user->hasVerifiedEmail();
    }

    public function update(User $user, Post $post): bool
    {
        return $user->id === $post->user_id || $user->role = 'moderator';
    }

    public function delete(User $user, Post $post): Response
    {
        if ($user->id === $post->user_id || $user->role === 'moderator') {
            return Response::allow();
        }

        return Response::deny('只能删除自己的帖子');
    }
}
