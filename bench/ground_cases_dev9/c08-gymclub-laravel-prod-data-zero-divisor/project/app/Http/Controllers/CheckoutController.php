<?php

namespace App\Http\Controllers;

use App\Models\Payment;
use App\Services\PointsCalculator;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Yansongda\LaravelPay\Facades\Pay;

class CheckoutController extends Controller
{
    public function __construct(private PointsCalculator $points)
    {
    }

    /**
     * 微信支付回调。返回非 success 时微信会按策略重试通知。
     */
    public function wechatNotify(Request $request)
    {
        $result = Pay::wechat()->callback($request);
        $data = $result->resource['ciphertext'];

        $payment = Payment::where('out_trade_no', $data['out_trade_no'])->firstOrFail();
        if ($payment->status === 'paid') {
            return Pay::wechat()->success();
        }

        DB::transaction(function () use ($payment) {
            $payment->update(['status' => 'paid', 'paid_at' => now()]);
            $earned = $this->points->forPayment($payment);
            if ($earned > 0) {
                $payment->member->increment('points', $earned);
            }
        });

        return Pay::wechat()->success();
    }
}
