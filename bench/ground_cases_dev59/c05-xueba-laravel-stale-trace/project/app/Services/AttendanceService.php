<?php

namespace App\Services;

use App\Models\Attendance;
use App\Models\Enrollment;
use Illuminate\Support\Facades\DB;
use RuntimeException;

/**
 * 考勤：老师在平板上点名，到了就扣一次课时。
 */
class AttendanceService
{
    /** 每学期最多请假次数，超过按旷课处理 */
    public const MAX_LEAVES = 3;

    public function checkIn(Enrollment $enrollment, string $lessonDate, string $status = 'present'): Attendance
    {
        if (!in_array($status, ['present', 'absent', 'leave'], true)) {
            throw new RuntimeException('未知的考勤状态');
        }
        if ($status === 'leave' && $this->leaveCount($enrollment) >= self::MAX_LEAVES) {
            // 本学期请假次数用完，按旷课算
            $status = 'absent';
        }

        return DB::transaction(function () use ($enrollment, $lessonDate, $status) {
            $record = Attendance::updateOrCreate(
                ['enrollment_id' => $enrollment->id, 'lesson_date' => $lessonDate],
                ['status' => $status],
            );
            // 到课和旷课都算消耗课时（旷课不补），请假不算
            $enrollment->attended_lessons = $enrollment->attendances()->where('status', '!=', 'leave')->count();
            $enrollment->save();
            return $record;
        });
    }

    /** 家长端展示：出勤 x 次 / 旷课 y 次 */
    public function summary(Enrollment $enrollment): array
    {
        $rows = $enrollment->attendances()->get()->groupBy('status');
        return [
            'present' => count($rows['present'] ?? []),
            'absent' => count($rows['absent'] ?? []),
            'leave' => count($rows['leave'] ?? []),
            'leave_left' => max(0, self::MAX_LEAVES - count($rows['leave'] ?? [])),
        ];
    }

    public function leaveCount(Enrollment $enrollment): int
    {
        return $enrollment->attendances()->where('status', 'leave')->count();
    }
}
