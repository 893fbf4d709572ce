<?php

namespace App\Policies;

use App\Models\Note;
use App\Models\User;

class NotePolicy
{
    public function view(User $user, Note $note): bool
    {
        return $note->project->members()->whereKey($user->id)->exists();
    }

    public function update(User $user, Note $note): bool
    {
        return $note->author_id === $user->id
            || $note->project->editors()->whereKey($user->id)->exists();
    }
}
