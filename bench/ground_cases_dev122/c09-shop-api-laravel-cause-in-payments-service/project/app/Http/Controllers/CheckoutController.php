<?php

namespace App\Http\Controllers;

use App\Exceptions\PaymentFailed;
use App\Models\Order;
use App\Services\PaymentClient;
use Illuminate\Http\JsonResponse;

class CheckoutController extends Controller
{
    public function __construct(private PaymentClient $payments)
    {
    }

    public function pay(Order $order): JsonResponse
    {
        if ($order->status !== 'pending') {
            return response()->json(['message' => '订单状态不允许支付'], 409);
        }

        try {
            $charge = $this->payments->charge($order->order_no, $order->total_cents, $order->currency);
        } catch (PaymentFailed $e) {
            if (in_array($e->getCode(), [503, 504], true)) {
                return response()->json(['message' => '支付通道繁忙，请稍后重试'], 503)
                    ->header('Retry-After', '30');
            }

            return response()->json(['message' => '支付失败'], 502);
        }

        $order->update(['status' => 'paid', 'charge_id' => $charge['id']]);

        return response()->json(['status' => 'paid', 'charge_id' => $charge['id']]);
    }
}
