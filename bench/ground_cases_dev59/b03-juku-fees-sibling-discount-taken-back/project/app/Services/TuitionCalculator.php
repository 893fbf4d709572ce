<?php

namespace App\Services;

use App\Models\Student;
use Carbon\CarbonImmutable;

/**
 * 月謝の計算。請求書(InvoiceController)と月次締めバッチから呼ばれる。
 */
class TuitionCalculator
{
    public function forMonth(Student $student, CarbonImmutable $month): array
    {
        $monthly = config('juku.monthly.' . $student->course);
        $lines = [];

        $isFirstMonth = $student->enrolled_on->isSameMonth($month);
        if ($isFirstMonth && $student->enrolled_on->day >= config('juku.half_month_from_day')) {
            $lines[] = ['label' => __('fees.monthly_prorated'), 'amount' => intdiv($monthly, 2)];
        } else {
            $lines[] = ['label' => __('fees.monthly'), 'amount' => $monthly];
        }

        if ($isFirstMonth) {
            $lines[] = ['label' => __('fees.enrollment'), 'amount' => config('juku.enrollment_fee')];
            $lines[] = ['label' => __('fees.materials'), 'amount' => config('juku.materials_fee')];
        }

        $subtotal = array_sum(array_column($lines, 'amount'));
        if ($student->hasOlderSiblingEnrolled()) {
            $discount = (int) floor($subtotal * config('juku.sibling_discount_rate'));
            $lines[] = ['label' => __('fees.sibling_discount'), 'amount' => -$discount];
        }

        return [
            'lines' => $lines,
            'total' => array_sum(array_column($lines, 'amount')),
        ];
    }
}
