<?php

namespace App\Services;

use App\Models\OrderLine;
use Illuminate\Support\Collection;

/**
 * 生成波次拣货单：把一批订单行按 SKU 汇总，再按库位排序，拣货员按顺序走一遍。
 */
class PickListBuilder
{
    /**
     * @param  Collection<int, OrderLine>  $lines
     * @return array<int, array{sku: string, name: string, location: string, qty: int, orders: array<int, string>}>
     */
    public function build(Collection $lines): array
    {
        $items = $this->aggregate($lines);

        return $this->sortByLocation($items);
    }

    private function aggregate(Collection $lines): array
    {
        $items = [];
        foreach ($lines as $line) {
            $key = $line->sku;
            if (! isset($items[$key])) {
                $items[$key] = [
                    'sku' => $line->sku,
                    'name' => $line->product_name,
                    'location' => $line->bin_location,
                    'qty' => 0,
                    'orders' => [],
                ];
            }
            $items[$key]['qty'] += $line->quantity;
            $items[$key]['orders'][] = $line->order_no;
        }

        foreach ($items as &$item) {
            $item['orders'] = array_values(array_unique($item['orders']));
        }
        unset($item);

        return array_values($items);
    }

    private function sortByLocation(array $items): array
    {
        usort($items, function (array $a, array $b): int {
            // 库位格式：区-排-层，例如 A-10-2
            return strcmp($a['location'], $b['location']);
        });

        return $items;
    }

    public function totalQty(array $items): int
    {
        return array_sum(array_column($items, 'qty'));
    }
}
