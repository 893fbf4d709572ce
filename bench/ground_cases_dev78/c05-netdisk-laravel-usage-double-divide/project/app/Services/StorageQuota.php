<?php

namespace App\Services;

use App\Models\Attachment;
use App\Models\User;

class StorageQuota
{
    public const DEFAULT_LIMIT_BYTES = 5 * 1024 * 1024 * 1024;

    /** Bytes used by the user's attachments. */
    public function usedBytes(User $user): int
    {
        $kb = (int) Attachment::query()->where('user_id', $user->id)->sum('size_kb');

        return $kb * 1024;
    }

    public function limitBytes(User $user): int
    {
        return $user->quota_bytes ?? self::DEFAULT_LIMIT_BYTES;
    }

    public function canStore(User $user, int $incomingBytes): bool
    {
        return $this->usedBytes($user) + $incomingBytes <= $this->limitBytes($user);
    }
}
