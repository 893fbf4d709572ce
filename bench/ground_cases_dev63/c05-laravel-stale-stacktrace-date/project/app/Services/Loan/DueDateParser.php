<?php

namespace App\Services\Loan;

use Carbon\CarbonImmutable;
use InvalidArgumentException;

/**
 * 解析银行回盘文件里的日期。
 *
 * 回盘 CSV 里"应还日期""实还日期"两列，约定格式 2024-02-29。
 */
class DueDateParser
{
    private string $timezone;

    /**
     * @param string|null $timezone 不传就读 config('loan.timezone')，默认 Asia/Shanghai
     */
    public function __construct(?string $timezone = null)
    {
        $this->timezone = $timezone ?? (function_exists('config') ? config('loan.timezone', 'Asia/Shanghai') : 'Asia/Shanghai');
    }

    /**
     * @param string $raw 回盘文件里的原始日期字符串
     */
    public function parseDueDate(string $raw): CarbonImmutable
    {
        $raw = trim($raw);
        if ($raw === '') {
            throw new InvalidArgumentException('due date is empty');
        }

        return CarbonImmutable::createFromFormat('Y-m-d', $raw, $this->timezone)->startOfDay();
    }

    /**
     * 实还日期可以为空（未还）。
     */
    public function parsePaidDate(?string $raw): ?CarbonImmutable
    {
        if ($raw === null || trim($raw) === '') {
            return null;
        }

        return $this->parseDueDate($raw);
    }

    public function isOverdue(CarbonImmutable $due, ?CarbonImmutable $paid, CarbonImmutable $today): bool
    {
        return $paid === null ? $today->greaterThan($due) : $paid->greaterThan($due);
    }
}
