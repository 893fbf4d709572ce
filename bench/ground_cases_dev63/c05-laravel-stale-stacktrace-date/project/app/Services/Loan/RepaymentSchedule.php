<?php

namespace App\Services\Loan;

use Carbon\CarbonImmutable;

/**
 * 等额本息还款计划。
 */
class RepaymentSchedule
{
    public function __construct(private InterestCalculator $calc)
    {
    }

    /**
     * @return array<int, array{term:int, due_date:string, principal:string, interest:string, payment:string}>
     */
    public function build(CarbonImmutable $loanDate, int $terms, string $principal, string $monthlyRate): array
    {
        $payment = $this->calc->annuityPayment($principal, $monthlyRate, $terms);
        $remaining = $principal;
        $rows = [];
        for ($i = 1; $i <= $terms; $i++) {
            // NoOverflow: 1/31 + 1 个月 = 2/29（月末），而不是溢出到 3/2
            $due = $loanDate->addMonthsNoOverflow($i);
            $interest = $this->calc->interest($remaining, $monthlyRate);
            $principalPart = $i === $terms
                ? $remaining
                : bcsub($payment, $interest, 2);
            $remaining = bcsub($remaining, $principalPart, 2);
            $rows[] = [
                'term' => $i,
                'due_date' => $due->toDateString(),
                'principal' => $principalPart,
                'interest' => $interest,
                'payment' => bcadd($principalPart, $interest, 2),
            ];
        }

        return $rows;
    }
}
