<?php

namespace App\Http\Controllers;

use App\Models\Enrollment;
use App\Services\FeeCalculator;
use App\Services\RefundService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class RefundController extends Controller
{
    public function __construct(private RefundService $refunds)
    {
    }

    /**
     * 家长端“申请退费”页面先调这个，展示可退金额
     */
    public function quote(Enrollment $enrollment): JsonResponse
    {
        if ($enrollment->student->parent_id !== auth()->id()) {
            abort(403, '无权查看');
        }

        $q = $this->refunds->quote($enrollment);

        return response()->json([
            'code' => 0,
            'data' => $q + ['amount_text' => FeeCalculator::yuan($q['amount'])],
        ]);
    }

    public function store(Request $request, Enrollment $enrollment): JsonResponse
    {
        $amount = $this->refunds->refund($enrollment, $request->user()->name);
        return response()->json(['code' => 0, 'msg' => '退费申请已提交，' . FeeCalculator::yuan($amount) . '将原路退回']);
    }
}
