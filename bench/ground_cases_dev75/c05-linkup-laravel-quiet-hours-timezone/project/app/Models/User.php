<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;

class User extends Authenticatable
{
    use Notifiable;

    protected $fillable = [
        'name',
        'email',
        'timezone',
        'quiet_hours_enabled',
        'quiet_start',
        'quiet_end',
        'fcm_token',
    ];

    protected $hidden = ['password', 'remember_token', 'fcm_token'];

    protected function casts(): array
    {
        return [
            'quiet_hours_enabled' => 'boolean',
            'email_verified_at' => 'datetime',
        ];
    }

    public function routeNotificationForFcm(): ?string
    {
        return $this->fcm_token;
    }
}
