<?php

namespace App\Http\Controllers;

use App\Models\Address;
use App\Models\Order;
use App\Services\Shipping\ShippingFeeCalculator;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private ShippingFeeCalculator $fees)
    {
    }

    public function quote(Request $request)
    {
        $data = $request->validate([
            'address_id' => 'required|integer',
            'subtotal' => 'required|integer|min:0',
        ]);
        $address = Address::findOrFail($data['address_id']);

        $fee = $this->fees->calculate($address->postal_code, $data['subtotal']);
        if ($address->is_remote_island) {
            $fee['surcharge'] += config('shipping.remote_island_fee');
            $fee['total'] += config('shipping.remote_island_fee');
        }

        return response()->json($fee);
    }

    public function place(Request $request)
    {
        $quote = $this->quote($request)->getData(true);
        $order = Order::create([
            'customer_id' => $request->user()->id,
            'address_id' => $request->integer('address_id'),
            'subtotal' => $request->integer('subtotal'),
            'shipping_fee' => $quote['total'],
            'shipping_breakdown' => $quote,
        ]);

        return response()->json(['order_id' => $order->id], 201);
    }
}
