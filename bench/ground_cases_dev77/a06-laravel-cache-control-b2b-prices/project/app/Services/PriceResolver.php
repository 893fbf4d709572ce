<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Product;

/**
 * List price for guests; contract price for B2B customers that have one.
 */
class PriceResolver
{
    public function for(Product $product, ?Customer $customer): array
    {
        $cents = $product->price_cents;

        if ($customer !== null) {
            $contract = $customer->contractPrices()->where('product_id', $product->id)->value('price_cents');
            if ($contract !== null) {
                $cents = (int) $contract;
            } elseif ($customer->discount_pct > 0) {
                $cents = (int) round($cents * (100 - $customer->discount_pct) / 100);
            }
        }

        return ['cents' => $cents, 'currency' => 'EUR'];
    }
}
