<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;

class Notice extends Model
{
    protected $fillable = ['title', 'body', 'photo_path', 'pinned'];

    protected $casts = ['pinned' => 'boolean'];

    public function author(): BelongsTo
    {
        return $this->belongsTo(User::class, 'user_id');
    }

    public function readers(): BelongsToMany
    {
        return $this->belongsToMany(User::class, 'notice_reads')->withTimestamps();
    }

    public function markReadBy(User $user): void
    {
        $this->readers()->syncWithoutDetaching([$user->id]);
    }
}
