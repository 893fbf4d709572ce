<?php

namespace App\Services;

use App\Exceptions\LeaveException;
use App\Models\Employee;
use App\Models\LeaveRequest;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

class LeaveService
{
    /**
     * 请假天数，按自然日算，开始和结束当天都算在内。半天假固定 0.5 天。
     */
    public function calculateDays(CarbonImmutable $start, CarbonImmutable $end, bool $halfDay = false): float
    {
        if ($halfDay) {
            return 0.5;
        }

        $days = $start->startOfDay()->diffInDays($end->startOfDay());

        return (float) $days;
    }

    public function submit(Employee $employee, array $data): LeaveRequest
    {
        $start = CarbonImmutable::parse($data['start_date']);
        $end = CarbonImmutable::parse($data['end_date']);
        $days = $this->calculateDays($start, $end, (bool) ($data['half_day'] ?? false));

        if ($data['type'] === LeaveRequest::TYPE_ANNUAL && $days > $this->remainingAnnual($employee)) {
            throw new LeaveException('年假余额不足');
        }

        return DB::transaction(fn () => LeaveRequest::create([
            'employee_id' => $employee->id,
            'type' => $data['type'],
            'start_date' => $start->toDateString(),
            'end_date' => $end->toDateString(),
            'days' => $days,
            'reason' => $data['reason'] ?? null,
            'status' => LeaveRequest::STATUS_PENDING,
        ]));
    }

    public function remainingAnnual(Employee $employee): float
    {
        $quota = $employee->annual_quota ?? config('leave.annual_default');

        $used = LeaveRequest::query()
            ->where('employee_id', $employee->id)
            ->where('type', LeaveRequest::TYPE_ANNUAL)
            ->whereIn('status', [LeaveRequest::STATUS_PENDING, LeaveRequest::STATUS_APPROVED])
            ->whereYear('start_date', now()->year)
            ->sum('days');

        return max(0, $quota - $used);
    }

    public function cancel(LeaveRequest $leave): void
    {
        if ($leave->status !== LeaveRequest::STATUS_PENDING) {
            throw new LeaveException('只有待审批的申请可以撤回');
        }

        $leave->update(['status' => LeaveRequest::STATUS_CANCELLED]);
    }
}
