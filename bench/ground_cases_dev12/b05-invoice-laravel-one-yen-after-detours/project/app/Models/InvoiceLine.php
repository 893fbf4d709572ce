<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * 請求明細。金額は税抜・円。
 *
 * @property int $unit_price
 * @property int $quantity
 * @property bool $reduced_rate  軽減税率 (8%) 対象
 */
class InvoiceLine extends Model
{
    use HasFactory;

    protected $fillable = ['invoice_id', 'sort_order', 'item_name', 'unit_price', 'quantity', 'reduced_rate'];

    protected $casts = [
        'unit_price' => 'integer',
        'quantity' => 'integer',
        'reduced_rate' => 'boolean',
    ];

    public function invoice(): BelongsTo
    {
        return $this->belongsTo(Invoice::class);
    }

    public function amount(): int
    {
        return $this->unit_price * $this->quantity;
    }

    public function label(): string
    {
        return $this->reduced_rate ? $this->item_name . ' ※' : $this->item_name;
    }
}
