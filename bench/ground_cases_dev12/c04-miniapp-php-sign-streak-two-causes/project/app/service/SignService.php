<?php
declare(strict_types=1);

namespace app\service;

use app\model\SignLog;
use think\exception\ValidateException;
use think\facade\Db;
use think\facade\Log;

class SignService
{
    /** 连续签到奖励：第 N 天给多少积分，7 天一轮 */
    private const REWARDS = [1 => 5, 2 => 5, 3 => 10, 4 => 10, 5 => 15, 6 => 15, 7 => 50];

    public function sign(int $userId): array
    {
        $today = date('Y-m-d');
        $yesterday = date('Y-m-d', strtotime('-1 day'));

        $last = SignLog::ofUser($userId)->order('sign_date', 'desc')->find();
        if ($last && $last->sign_date === $today) {
            throw new ValidateException('今天已经签到过了');
        }

        $streak = 1;
        if ($last && $last->sign_date === $yesterday) {
            $streak = $last->streak + 1;
        }
        if ($streak > 7) {
            $streak = 1;
        }
        $points = self::REWARDS[$streak];

        Db::transaction(function () use ($userId, $today, $streak, $points) {
            SignLog::create([
                'user_id'   => $userId,
                'sign_date' => $today,
                'streak'    => $streak,
                'points'    => $points,
            ]);
            Db::name('user')->where('id', $userId)->inc('points', $points)->update();
            Db::name('points_log')->insert([
                'user_id'     => $userId,
                'change'      => $points,
                'source'      => 'sign',
                'remark'      => "连续签到第{$streak}天",
                'create_time' => date('Y-m-d H:i:s'),
            ]);
        });

        Log::info("sign ok user={$userId} streak={$streak} points={$points}");
        return ['streak' => $streak, 'points' => $points];
    }

    public function status(int $userId): array
    {
        $today = date('Y-m-d');
        $yesterday = date('Y-m-d', strtotime('-1 day'));
        $last = SignLog::ofUser($userId)->order('sign_date', 'desc')->find();

        $signedToday = $last && $last->sign_date === $today;
        $streak = 0;
        if ($last && ($signedToday || $last->sign_date === $yesterday)) {
            $streak = $last->streak;
        }
        $next = $signedToday ? $streak + 1 : max($streak, 0) + 1;
        if ($next > 7) {
            $next = 1;
        }

        return [
            'signed_today' => $signedToday,
            'streak'       => $streak,
            'next_reward'  => self::REWARDS[$next],
            'rewards'      => array_values(self::REWARDS),
        ];
    }

    /** 某个月的签到日历，month 格式 2025-10 */
    public function calendar(int $userId, string $month): array
    {
        if (!preg_match('/^\d{4}-\d{2}$/', $month)) {
            throw new ValidateException('月份格式不正确');
        }
        $start = $month . '-01';
        $end = date('Y-m-t', strtotime($start));
        $days = SignLog::ofUser($userId)
            ->whereBetween('sign_date', [$start, $end])
            ->column('sign_date');

        return [
            'month' => $month,
            'days'  => array_map(fn ($d) => (int) substr($d, 8, 2), $days),
        ];
    }
}
