<?php

return [
    // 発行元（適格請求書発行事業者）
    'issuer' => [
        'name' => env('INVOICE_ISSUER_NAME', '株式会社コンドウワークス'),
        'registration_number' => env('INVOICE_REGISTRATION_NUMBER', 'T1234567890123'),
    ],

    // 消費税率
    'tax_rates' => [
        'standard' => 0.10,
        'reduced' => 0.08,
    ],

    // 端数処理: 請求書ごと・税率ごとに 1 回（floor / round / ceil）
    'rounding' => 'floor',

    'per_page' => 30,
];
