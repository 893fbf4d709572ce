<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Prunable;

class ReminderLog extends Model
{
    use Prunable;

    protected $fillable = ['appointment_id', 'to', 'provider_id', 'status', 'error'];

    public function prunable(): Builder
    {
        return static::where('created_at', '<', now()->subDays(90));
    }
}
