<?php

namespace App\Http\Controllers;

use App\Models\CartItem;
use App\Models\Coupon;
use App\Services\CartService;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CartController extends Controller
{
    public function __construct(private readonly CartService $cart)
    {
    }

    public function show(Request $request): JsonResponse
    {
        $items = $this->itemsFor($request);
        $coupon = $request->filled('coupon')
            ? Coupon::where('code', $request->string('coupon'))->first()
            : null;

        return response()->json([
            'items' => $items,
            'summary' => $this->cart->summary($items, $coupon),
        ]);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'product_id' => ['required', 'integer', 'exists:products,id'],
            'quantity' => ['required', 'integer', 'min:1', 'max:99'],
        ]);

        $item = CartItem::updateOrCreate(
            ['user_id' => $request->user()->id, 'product_id' => $data['product_id']],
            ['quantity' => $data['quantity']],
        );

        return response()->json($item, 201);
    }

    public function destroy(Request $request, CartItem $item): JsonResponse
    {
        abort_unless($item->user_id === $request->user()->id, 404);
        $item->delete();

        return response()->json(null, 204);
    }

    private function itemsFor(Request $request): Collection
    {
        return CartItem::with('product')->where('user_id', $request->user()->id)->get();
    }
}
