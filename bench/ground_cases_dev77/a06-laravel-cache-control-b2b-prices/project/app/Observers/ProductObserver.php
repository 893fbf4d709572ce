<?php

namespace App\Observers;

use App\Models\Product;
use App\Services\CdnPurger;
use Illuminate\Support\Facades\Log;

class ProductObserver
{
    public function __construct(private CdnPurger $purger)
    {
    }

    public function updated(Product $product): void
    {
        Log::info('product updated', ['id' => $product->id, 'changed' => array_keys($product->getChanges())]);

        $this->purger->purgeUrls([
            url("/api/products/{$product->id}"),
            url('/api/products'),
        ]);
    }
}
