<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Services\Alipay\RefundService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use RuntimeException;

class RefundController extends Controller
{
    public function __construct(private RefundService $refunds)
    {
    }

    public function store(Request $request, string $orderNo): JsonResponse
    {
        $data = $request->validate([
            'amount' => ['required', 'regex:/^\d+(\.\d{1,2})?$/'],
            'reason' => ['required', 'string', 'max:64'],
        ]);
        $order = Order::where('no', $orderNo)->firstOrFail();
        if ($order->channel !== 'alipay') {
            return response()->json(['message' => 'only alipay orders are refunded here'], 422);
        }
        try {
            $amount = number_format((float) $data['amount'], 2, '.', '');
            $refund = $this->refunds->refund($order, $amount, $data['reason']);
        } catch (RuntimeException $e) {
            return response()->json(['message' => $e->getMessage()], 409);
        }
        return response()->json([
            'refund_id' => $refund->id,
            'status' => $refund->status,
            'order_status' => $order->fresh()->status,
        ], 201);
    }
}
