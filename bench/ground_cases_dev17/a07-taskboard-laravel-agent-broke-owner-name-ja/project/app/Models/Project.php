<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Project extends Model
{
    use HasFactory;

    protected $fillable = ['name', 'slug', 'status', 'color', 'due_on', 'owner_id'];

    protected $casts = [
        'due_on' => 'date',
        'archived_at' => 'datetime',
    ];

    public function team(): BelongsTo
    {
        return $this->belongsTo(Team::class);
    }

    public function owner(): BelongsTo
    {
        return $this->belongsTo(User::class, 'owner_id');
    }

    public function tasks(): HasMany
    {
        return $this->hasMany(Task::class);
    }

    public function openTasks(): HasMany
    {
        return $this->tasks()->whereNull('completed_at');
    }

    /** Projects that are not archived. */
    public function scopeActive(Builder $query): Builder
    {
        return $query->whereNull('archived_at');
    }

    /** Archived within the last $days days (the "recently archived" shelf). */
    public function scopeRecentlyArchived(Builder $query, int $days = 30): Builder
    {
        return $query->whereNotNull('archived_at')->where('archived_at', '>=', now()->subDays($days));
    }
}
