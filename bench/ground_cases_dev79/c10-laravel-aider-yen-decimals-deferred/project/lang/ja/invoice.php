<?php

return [
    'paid_subject' => '請求書 :number のお支払いを確認しました',
    'greeting' => ':name 様',
    'paid_line' => ':amount のお支払いを受け付けました。ありがとうございます。',
    'view' => '請求書を見る',
];
