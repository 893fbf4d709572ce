<?php

return [
    // 端数処理: floor (切り捨て) / round (四捨五入) / ceil (切り上げ)
    'tax_rounding' => env('INVOICE_TAX_ROUNDING', 'floor'),

    'issuer' => [
        'name' => '株式会社さくらワークス',
        'postal_code' => '150-0002',
        'address' => '東京都渋谷区渋谷2-21-1',
        'tel' => '03-5468-0000',
        // 適格請求書発行事業者登録番号
        'registration_number' => env('INVOICE_REGISTRATION_NUMBER', 'T4011001234567'),
    ],

    'bank' => [
        'name' => '三井住友銀行 渋谷支店',
        'account' => '普通 1234567',
        'holder' => 'カ）サクラワークス',
    ],

    'payment_terms_days' => 30,
];
