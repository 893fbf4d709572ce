<?php

namespace App\Http\Controllers;

use App\Exceptions\OutOfStockException;
use App\Exceptions\ReservationExpiredException;
use App\Models\Product;
use App\Services\StockReservationService;
use Illuminate\Http\Request;

class CartController extends Controller
{
    public const MAX_QUANTITY = 10;

    public function __construct(private StockReservationService $stock)
    {
    }

    public function add(Request $request, Product $product)
    {
        $data = $request->validate([
            'quantity' => 'required|integer|min:1|max:' . self::MAX_QUANTITY,
        ]);
        try {
            $this->stock->reserve($product, $request->session()->getId(), $data['quantity']);
        } catch (OutOfStockException $e) {
            return back()->withErrors(['quantity' => '在庫なし']);
        }

        return redirect()->route('cart.show');
    }

    public function update(Request $request, Product $product)
    {
        $data = $request->validate([
            'quantity' => 'required|integer|min:1|max:' . self::MAX_QUANTITY,
        ]);
        try {
            $this->stock->reserve($product, $request->session()->getId(), $data['quantity']);
        } catch (OutOfStockException $e) {
            return back()->withErrors(['quantity' => '在庫が足りません']);
        }

        return redirect()->route('cart.show');
    }

    public function checkout(Request $request)
    {
        try {
            $this->stock->confirm($request->session()->getId());
        } catch (ReservationExpiredException $e) {
            return redirect()->route('cart.show')->withErrors(['cart' => $e->getMessage()]);
        }

        return redirect()->route('orders.thanks');
    }
}
