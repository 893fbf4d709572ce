<?php

namespace App\Services;

use App\Models\Enrollment;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use RuntimeException;

/**
 * 退费：按未上课时退还学费，扣除 5% 手续费（教材费不退）。
 */
class RefundService
{
    public const HANDLING_RATE = 0.05;

    /**
     * 退费试算，返回给前台展示
     * @return array{consumed:int, remaining:int, per_lesson:int, amount:int}
     */
    public function quote(Enrollment $enrollment): array
    {
        $course = $enrollment->course;
        if ($enrollment->refunded_at) {
            throw new RuntimeException('该报名已退费，请勿重复操作');
        }

        // attended_lessons 已经不含请假的课（见 AttendanceService::checkIn），
        // 这里再核对一次，防止老数据里把请假也算进去了
        $leaves = $enrollment->attendances()->where('status', 'leave')->count();
        $consumed = min($enrollment->attended_lessons, $enrollment->attendances()->count() - $leaves);
        $remaining = max(0, $course->total_lessons - $consumed);
        $perLesson = intdiv($enrollment->fee_paid, $course->total_lessons);
        $gross = $perLesson * $remaining;
        $amount = (int) round($gross * (1 - self::HANDLING_RATE));

        return [
            'consumed' => $consumed,
            'remaining' => $remaining,
            'per_lesson' => $perLesson,
            'amount' => $amount,
        ];
    }

    public function refund(Enrollment $enrollment, string $operator): int
    {
        $q = $this->quote($enrollment);
        DB::transaction(function () use ($enrollment, $q, $operator) {
            $enrollment->update(['refunded_at' => now(), 'refund_amount' => $q['amount']]);
            Log::info('退费完成', ['enrollment' => $enrollment->id, 'amount' => $q['amount'], 'by' => $operator]);
        });
        return $q['amount'];
    }
}
