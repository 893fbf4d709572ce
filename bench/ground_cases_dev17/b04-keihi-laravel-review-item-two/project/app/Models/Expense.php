<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Expense extends Model
{
    use HasFactory;

    public const CATEGORIES = [
        'travel' => '交通費',
        'meal' => '会議費・飲食',
        'supplies' => '消耗品',
        'other' => 'その他',
    ];

    protected $fillable = [
        'title', 'amount', 'spent_on', 'category', 'memo',
        'receipt_path', 'status', 'approved_by', 'reject_comment',
    ];

    protected $casts = [
        'spent_on' => 'date',
        'amount' => 'integer',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function approver(): BelongsTo
    {
        return $this->belongsTo(User::class, 'approved_by');
    }

    public function categoryLabel(): string
    {
        return self::CATEGORIES[$this->category] ?? $this->category;
    }
}
