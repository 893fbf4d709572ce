<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;

class Customer extends Model
{
    use HasFactory;
    use SoftDeletes;

    public const STATUSES = ['lead', 'active', 'churned'];

    protected $fillable = ['name', 'email', 'phone', 'city', 'status', 'owner_id'];

    protected $casts = [
        'created_at' => 'datetime',
        'deleted_at' => 'datetime',
    ];

    /** @return BelongsTo<User, Customer> */
    public function owner(): BelongsTo
    {
        return $this->belongsTo(User::class, 'owner_id');
    }

    /**
     * @param  Builder<Customer>  $query
     * @param  array{status?: string|null, city?: string|null}  $filters
     */
    public function scopeFilter(Builder $query, array $filters): void
    {
        $query->when($filters['status'] ?? null, fn (Builder $q, string $status) => $q->where('status', $status))
            ->when($filters['city'] ?? null, fn (Builder $q, string $city) => $q->where('city', $city));
    }
}
