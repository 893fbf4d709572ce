<?php

namespace Tests\Unit;

use App\Models\OrderLine;
use App\Services\PickListBuilder;
use PHPUnit\Framework\TestCase;

class PickListBuilderTest extends TestCase
{
    private function line(int $id, string $order, string $sku, string $loc, int $qty): OrderLine
    {
        $line = new OrderLine();
        $line->forceFill([
            'id' => $id, 'order_no' => $order, 'sku' => $sku, 'product_name' => $sku,
            'bin_location' => $loc, 'quantity' => $qty, 'status' => 'allocated',
        ]);

        return $line;
    }

    public function test_same_sku_is_merged(): void
    {
        $items = (new PickListBuilder())->build(collect([
            $this->line(1, 'SO1', 'SKU-1', 'A-01-1', 2),
            $this->line(2, 'SO2', 'SKU-1', 'A-01-1', 3),
        ]));

        $this->assertCount(1, $items);
        $this->assertSame(5, $items[0]['qty']);
        $this->assertSame(['SO1', 'SO2'], $items[0]['orders']);
    }

    public function test_total_qty_sums_all_items(): void
    {
        $builder = new PickListBuilder();
        $items = $builder->build(collect([
            $this->line(1, 'SO1', 'SKU-1', 'A-01-1', 2),
            $this->line(2, 'SO2', 'SKU-2', 'B-03-2', 5),
        ]));

        $this->assertSame(7, $builder->totalQty($items));
    }
}
