<?php

namespace App\Http\Controllers;

use App\Models\Cart;
use App\Models\Product;
use App\Services\PriceService;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

class CartController extends Controller
{
    public function __construct(private readonly PriceService $prices)
    {
    }

    public function add(Request $request, Product $product): RedirectResponse
    {
        $data = $request->validate(['quantity' => ['required', 'integer', 'min:1', 'max:99']]);
        $cart = Cart::forSession($request->session()->getId());

        $item = $cart->items()->firstOrNew(['product_id' => $product->id]);
        $item->quantity = ($item->exists ? $item->quantity : 0) + $data['quantity'];
        $item->unit_price_cents = $this->prices->currentPrice($product);
        $item->save();

        return back()->with('status', "{$product->name} added to your cart.");
    }

    public function remove(Request $request, int $itemId): RedirectResponse
    {
        $cart = Cart::forSession($request->session()->getId());
        $cart->items()->whereKey($itemId)->delete();

        return back();
    }
}
