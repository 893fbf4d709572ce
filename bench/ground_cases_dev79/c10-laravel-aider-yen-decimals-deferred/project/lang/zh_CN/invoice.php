<?php

return [
    'paid_subject' => '发票 :number 已付款',
    'greeting' => ':name，您好：',
    'paid_line' => '我们已收到您支付的 :amount，谢谢！',
    'view' => '查看发票',
];
