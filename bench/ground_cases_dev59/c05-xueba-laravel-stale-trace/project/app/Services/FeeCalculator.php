<?php

namespace App\Services;

use App\Models\Course;

/**
 * 报名时的学费计算：插班生按剩余课时折算，兄弟姐妹同报 9 折。
 */
class FeeCalculator
{
    public const SIBLING_DISCOUNT = 0.9;

    public function unitPrice(Course $course): int
    {
        // 新开班还没排课，没法按课时折算
        if ($course->total_lessons <= 0) {
            return 0;
        }
        return intdiv($course->price, $course->total_lessons);
    }

    /** 插班：只收剩余课时的钱 */
    public function joinLate(Course $course, int $lessonsLeft, bool $sibling = false): int
    {
        $unit = $this->unitPrice($course);
        $fee = $unit > 0 ? $unit * $lessonsLeft : $course->price;
        if ($sibling) {
            $fee = (int) round($fee * self::SIBLING_DISCOUNT);
        }
        return $fee;
    }

    public static function yuan(int $fen): string
    {
        return number_format($fen / 100, 2) . ' 元';
    }
}
