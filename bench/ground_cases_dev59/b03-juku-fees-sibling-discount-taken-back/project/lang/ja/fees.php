<?php

return [
    'monthly' => '月謝',
    'monthly_prorated' => '月謝（半月分）',
    'enrollment' => '入会金',
    'materials' => '教材費',
    'sibling_discount' => '兄弟割引',
    'total' => '合計',
    'due' => 'お支払い期限',
];
