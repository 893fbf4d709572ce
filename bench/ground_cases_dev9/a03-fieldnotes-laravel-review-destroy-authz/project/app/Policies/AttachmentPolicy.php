<?php

namespace App\Policies;

use App\Models\Attachment;
use App\Models\User;

class AttachmentPolicy
{
    /**
     * The uploader, or anyone who may edit the note, may delete an attachment.
     */
    public function delete(User $user, Attachment $attachment): bool
    {
        if ($attachment->uploader_id === $user->id) {
            return true;
        }

        return $user->can('update', $attachment->note);
    }
}
