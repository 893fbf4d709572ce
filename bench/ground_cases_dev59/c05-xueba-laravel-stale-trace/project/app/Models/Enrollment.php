<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * 报名记录
 * @property int $fee_paid         实缴学费（分）
 * @property int $attended_lessons 已上课时（签到次数）
 */
class Enrollment extends Model
{
    protected $guarded = [];

    public function course()
    {
        return $this->belongsTo(Course::class);
    }

    public function student()
    {
        return $this->belongsTo(Student::class);
    }

    public function attendances()
    {
        return $this->hasMany(Attendance::class);
    }
}
