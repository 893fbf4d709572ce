<?php

namespace App\Services;

use App\Exceptions\BizException;
use App\Exceptions\ErrorCode;
use App\Models\Stock;
use Illuminate\Support\Facades\DB;
use InvalidArgumentException;

class InventoryService
{
    /**
     * 下单时预占库存。可售 = quantity - reserved，在事务里 lockForUpdate 防止并发超卖。
     */
    public function reserve(string $sku, int $qty): void
    {
        if ($qty <= 0) {
            throw new InvalidArgumentException("qty must be positive, got {$qty}");
        }

        DB::transaction(function () use ($sku, $qty) {
            $stock = Stock::where('sku', $sku)->lockForUpdate()->firstOrFail();
            $available = $stock->quantity - $stock->reserved;
            if ($available <= $qty) {
                throw new BizException(ErrorCode::STOCK_NOT_ENOUGH, null, [
                    'sku' => $sku,
                    'available' => $available,
                    'qty' => $qty,
                ]);
            }
            $stock->reserved += $qty;
            $stock->save();
        });
    }

    /** 取消订单或支付超时：释放预占。 */
    public function release(string $sku, int $qty): void
    {
        DB::transaction(function () use ($sku, $qty) {
            $stock = Stock::where('sku', $sku)->lockForUpdate()->firstOrFail();
            $stock->reserved = max(0, $stock->reserved - $qty);
            $stock->save();
        });
    }

    /** 支付成功：预占转为实际扣减。 */
    public function commit(string $sku, int $qty): void
    {
        DB::transaction(function () use ($sku, $qty) {
            $stock = Stock::where('sku', $sku)->lockForUpdate()->firstOrFail();
            $stock->quantity -= $qty;
            $stock->reserved = max(0, $stock->reserved - $qty);
            $stock->save();
        });
    }
}
