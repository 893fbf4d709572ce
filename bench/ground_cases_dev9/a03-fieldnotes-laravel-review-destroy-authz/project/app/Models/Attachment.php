<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Attachment extends Model
{
    protected $fillable = ['uploader_id', 'path', 'original_name', 'mime', 'size'];

    protected $hidden = ['path'];

    public function note(): BelongsTo
    {
        return $this->belongsTo(Note::class);
    }

    public function uploader(): BelongsTo
    {
        return $this->belongsTo(User::class, 'uploader_id');
    }
}
