<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Attachment extends Model
{
    protected $fillable = ['user_id', 'path', 'original_name', 'size_kb', 'mime'];

    public function user()
    {
        return $this->belongsTo(User::class);
    }
}
