<?php

return [
    // 没有单独配置额度的员工默认年假天数
    'annual_default' => env('LEAVE_ANNUAL_DEFAULT', 10),

    // 带薪病假天数
    'sick_paid_days' => 12,

    // 超过多少天需要二级审批
    'second_approval_over_days' => 3,
];
