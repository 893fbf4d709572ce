<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Storage;

class Photo extends Model
{
    protected $fillable = ['listing_id', 'path', 'thumb_path', 'original_name', 'size'];

    public function listing()
    {
        return $this->belongsTo(Listing::class);
    }

    public function getOriginalUrlAttribute(): string
    {
        return Storage::disk('s3')->url($this->path);
    }

    public function getThumbUrlAttribute(): ?string
    {
        return $this->thumb_path ? Storage::disk('s3')->url($this->thumb_path) : null;
    }
}
