<?php

return [
    // 入会金（税込）
    'enrollment_fee' => 22000,
    // 教材費（年度初めと入会時）
    'materials_fee' => 8800,
    // 兄弟割引：2人目以降の月謝から
    'sibling_discount_rate' => 0.10,
    // この日以降の入塾はその月の月謝を半額にする
    'half_month_from_day' => 16,
    // 月謝（コース別・税込）
    'monthly' => [
        'elementary' => 16500,
        'junior_high' => 24200,
        'exam' => 33000,
    ],
];
