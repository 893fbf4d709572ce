<?php

namespace App\Models;

use Illuminate\Contracts\Translation\HasLocalePreference;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;

class User extends Authenticatable implements HasLocalePreference
{
    use Notifiable;

    protected $fillable = ['name', 'email', 'locale'];

    public function preferredLocale(): ?string
    {
        return $this->locale;
    }
}
