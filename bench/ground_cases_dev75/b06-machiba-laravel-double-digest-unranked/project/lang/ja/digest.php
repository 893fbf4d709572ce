<?php

return [
    'subject' => '今週の新着通知（:count件）',
    'greeting' => ':name さん',
    'intro' => '今週、あなた宛ての通知が :count 件ありました。',
    'open' => 'まちばで開く',
    'footer' => 'このメールは週に一度お送りしています。',
    'unsubscribe' => '配信を停止する',
];
