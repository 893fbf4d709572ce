<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Models\Refund;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Symfony\Component\HttpFoundation\StreamedResponse;

class RefundController extends Controller
{
    public function index(): JsonResponse
    {
        return response()->json(Refund::with('order:id,order_no')->latest('id')->paginate(20));
    }

    public function store(Request $request, Order $order): JsonResponse
    {
        abort_unless($request->user()->hasRole('owner', 'manager'), 403);

        $data = $request->validate([
            'amount' => ['required', 'numeric', 'min:0.01'],
            'reason' => ['required', 'string', 'max:200'],
        ]);
        abort_if(bccomp($order->refundedAmount(), bcsub((string) $order->amount, $data['amount'], 2), 2) > 0, 422, '退款金额超过订单金额');

        $refund = Refund::create($data + ['order_id' => $order->id, 'operator_id' => $request->user()->id]);

        return response()->json($refund, 201);
    }

    public function export(Request $request): StreamedResponse
    {
        abort_unless($request->user()->hasRole('owner', 'manager'), 403);

        $rows = DB::table('refunds')
            ->join('orders', 'orders.id', '=', 'refunds.order_id')
            ->select('refunds.id', 'orders.order_no', 'refunds.amount', 'refunds.reason', 'refunds.created_at')
            ->whereBetween('refunds.created_at', [$request->date('from'), $request->date('to')])
            ->orderBy('refunds.id')
            ->get();

        return response()->streamDownload(function () use ($rows) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['退款ID', '订单号', '金额', '原因', '时间']);
            foreach ($rows as $row) {
                fputcsv($out, [$row->id, $row->order_no, $row->amount, $row->reason, $row->created_at]);
            }
            fclose($out);
        }, 'refunds.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
