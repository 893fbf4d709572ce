<?php

namespace App\Support;

use Carbon\CarbonInterface;
use Illuminate\Support\Carbon;

class TimeAgo
{
    /**
     * 記事一覧の「◯分前」「◯時間前」「◯日前」表示。
     */
    public static function format(CarbonInterface $date, ?CarbonInterface $now = null): string
    {
        $now ??= Carbon::now();
        $minutes = $date->diffInMinutes($now);

        if ($minutes < 1) {
            return 'たった今';
        }
        if ($minutes < 60) {
            return "{$minutes}分前";
        }
        if ($minutes < 60 * 24) {
            return floor($minutes / 60) . '時間前';
        }
        if ($minutes < 60 * 24 * 30) {
            return floor($minutes / (60 * 24)) . '日前';
        }

        return $date->format('Y年n月j日');
    }
}
