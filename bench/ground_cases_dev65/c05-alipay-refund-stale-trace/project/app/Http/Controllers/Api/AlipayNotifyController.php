<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Services\Alipay\SignatureVerifier;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class AlipayNotifyController extends Controller
{
    public function __invoke(Request $request, SignatureVerifier $verifier)
    {
        $params = $request->post();
        if (!$verifier->verify($params)) {
            Log::warning('alipay notify: bad signature', ['out_trade_no' => $params['out_trade_no'] ?? null]);
            return response('failure');
        }
        $order = Order::where('no', $params['out_trade_no'] ?? '')->first();
        if (!$order) {
            return response('failure');
        }
        switch ($params['trade_status'] ?? '') {
            case 'TRADE_SUCCESS':
                if (isset($params['refund_fee'])) {
                    // a partial refund also notifies with TRADE_SUCCESS; RefundService already recorded it
                    Log::info('alipay notify: refund', ['order' => $order->no, 'refund_fee' => $params['refund_fee']]);
                    break;
                }
                if ($order->status === 'pending') {
                    $order->update(['status' => 'paid', 'trade_no' => $params['trade_no'], 'paid_at' => $params['gmt_payment'] ?? now()]);
                }
                break;
            case 'TRADE_CLOSED':
                // full refund, or an unpaid order that timed out
                if ($order->status === 'pending') {
                    $order->update(['status' => 'closed']);
                }
                break;
        }
        return response('success');
    }
}
