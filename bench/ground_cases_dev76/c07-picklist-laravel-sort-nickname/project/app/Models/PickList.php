<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class PickList extends Model
{
    protected $fillable = ['wave_no', 'items', 'picker_id', 'finished_at'];

    protected $casts = [
        'items' => 'array',
        'finished_at' => 'datetime',
    ];

    public function isFinished(): bool
    {
        return $this->finished_at !== null;
    }
}
