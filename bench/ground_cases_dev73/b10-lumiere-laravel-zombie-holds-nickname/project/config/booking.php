<?php

return [
    // 予約枠の長さ（分）
    'slot_minutes' => 30,

    // 決済画面での仮押さえの有効期限（分）
    'hold_minutes' => 15,

    // 無断キャンセル料（メニュー料金に対する割合）
    'no_show_fee_rate' => 1.0,

    // 来店予定時刻から何分過ぎたら無断キャンセル扱いにするか
    'no_show_after_minutes' => 30,
];
