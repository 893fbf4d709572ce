<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * 班级（课程）
 * @property string $name        班级名称，如“初二数学周末提高班”
 * @property int    $price       学费（分）
 * @property int    $total_lessons 总课时，排课后才有值，新开班为 0
 */
class Course extends Model
{
    protected $guarded = [];

    public function enrollments()
    {
        return $this->hasMany(Enrollment::class);
    }

    /** 是否已经排课 */
    public function isScheduled(): bool
    {
        return $this->total_lessons > 0;
    }

    /** 学费（元），后台列表展示用 */
    public function getPriceYuanAttribute(): string
    {
        return number_format($this->price / 100, 2);
    }
}
