<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Student extends Model
{
    protected $casts = [
        'enrolled_on' => 'immutable_date',
        'withdrawn_on' => 'immutable_date',
    ];

    protected $fillable = ['name', 'kana', 'grade', 'course', 'guardian_id', 'enrolled_on'];

    public function guardian(): BelongsTo
    {
        return $this->belongsTo(Guardian::class);
    }

    /** 同じ保護者の、自分より先に入塾した在籍中の兄弟がいるか */
    public function hasOlderSiblingEnrolled(): bool
    {
        return static::query()
            ->where('guardian_id', $this->guardian_id)
            ->where('id', '!=', $this->id)
            ->whereNull('withdrawn_on')
            ->where('enrolled_on', '<', $this->enrolled_on)
            ->exists();
    }

    public function isActive(): bool
    {
        return $this->withdrawn_on === null;
    }
}
