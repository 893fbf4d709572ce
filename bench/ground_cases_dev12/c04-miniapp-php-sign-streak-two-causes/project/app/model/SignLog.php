<?php
declare(strict_types=1);

namespace app\model;

use think\Model;

/**
 * 签到记录，一天一条
 *
 * @property int    $id
 * @property int    $user_id
 * @property string $sign_date  Y-m-d
 * @property int    $streak     连续签到天数
 * @property int    $points     本次获得积分
 * @property string $create_time
 */
class SignLog extends Model
{
    protected $name = 'sign_log';

    protected $autoWriteTimestamp = 'datetime';

    protected $updateTime = false;

    protected $type = [
        'user_id' => 'integer',
        'streak'  => 'integer',
        'points'  => 'integer',
    ];

    public function scopeOfUser($query, int $userId)
    {
        $query->where('user_id', $userId);
    }
}
