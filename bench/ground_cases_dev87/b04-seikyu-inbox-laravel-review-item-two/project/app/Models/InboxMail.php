<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $subject
 * @property string $body
 * @property string $status
 * @property array|null $extracted
 */
class InboxMail extends Model
{
    protected $fillable = ['subject', 'body', 'status', 'extracted'];

    protected $casts = [
        'extracted' => 'array',
    ];
}
