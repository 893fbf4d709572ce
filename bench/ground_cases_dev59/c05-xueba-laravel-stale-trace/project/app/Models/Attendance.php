<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * 考勤记录，一节课一条。status: present 到课 / absent 旷课 / leave 请假
 */
class Attendance extends Model
{
    protected $guarded = [];

    public function enrollment()
    {
        return $this->belongsTo(Enrollment::class);
    }
}
