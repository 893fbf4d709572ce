<?php

namespace App\Services\Alipay;

use App\Models\Order;
use App\Models\Refund;
use Illuminate\Support\Facades\Log;
use RuntimeException;

class RefundService
{
    public function __construct(private AlipayClient $client)
    {
    }

    /**
     * Refund part or all of a paid order. Amounts are yuan strings with two decimals.
     */
    public function refund(Order $order, string $amount, string $reason): Refund
    {
        if ($order->status !== 'paid' && $order->status !== 'partially_refunded') {
            throw new RuntimeException("order {$order->no} cannot be refunded in status {$order->status}");
        }
        if (bccomp(bcadd($order->refunded_amount ?? '0', $amount, 2), $order->amount, 2) > 0) {
            throw new RuntimeException("refund {$amount} exceeds what is left on order {$order->no}");
        }
        $refund = Refund::create([
            'order_id' => $order->id,
            'amount' => $amount,
            'reason' => $reason,
            'status' => 'pending',
        ]);

        $resp = $this->client->execute('alipay.trade.refund', [
            'out_trade_no' => $order->no,
            'refund_amount' => $amount,
            'refund_reason' => $reason,
            // one per refund: without it every partial refund of an order looks like the first one
            'out_request_no' => 'RF' . $refund->id,
        ]);

        if (($resp['code'] ?? '') !== '10000') {
            $refund->update(['status' => 'failed', 'error' => ($resp['sub_code'] ?? '') . ' ' . ($resp['sub_msg'] ?? '')]);
            Log::warning('alipay refund failed', ['order' => $order->no, 'resp' => $resp]);
            throw new RuntimeException('alipay refund failed: ' . ($resp['sub_msg'] ?? $resp['msg'] ?? 'unknown'));
        }
        if (($resp['fund_change'] ?? 'Y') === 'N') {
            $refund->update(['status' => 'failed', 'error' => 'fund_change=N (duplicate out_request_no?)']);
            Log::error('alipay refund: no funds moved', ['order' => $order->no, 'refund' => $refund->id]);
            throw new RuntimeException('alipay refund returned fund_change=N');
        }

        $total = $resp['refund_fee'];
        $actual = $resp['send_back_fee'];
        $refund->update([
            'status' => 'succeeded',
            'trade_no' => $resp['trade_no'],
            'refunded_total' => $total,
            'sent_back' => $actual,
        ]);
        $order->update([
            'status' => bccomp($total, $order->amount, 2) === 0 ? 'refunded' : 'partially_refunded',
            'refunded_amount' => $total,
        ]);

        return $refund;
    }

    /**
     * Ask Alipay about one refund (for reconciliation): status and amount as Alipay sees them.
     */
    public function query(Refund $refund): array
    {
        $resp = $this->client->execute('alipay.trade.fastpay.refund.query', [
            'out_trade_no' => $refund->order->no,
            'out_request_no' => 'RF' . $refund->id,
            'query_options' => ['gmt_refund_pay'],
        ]);
        return [
            'status' => $resp['refund_status'] ?? 'UNKNOWN',
            'amount' => $resp['refund_amount'] ?? null,
            'refunded_at' => $resp['gmt_refund_pay'] ?? null,
        ];
    }
}
