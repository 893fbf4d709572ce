<?php

return [
    // 標準税率・軽減税率
    'rate' => (float) env('TAX_RATE', 0.10),
    'reduced_rate' => (float) env('TAX_REDUCED_RATE', 0.08),

    // 端数処理: floor（切り捨て） / round（四捨五入） / ceil（切り上げ）
    // 経理との取り決めで切り捨て（2023-10 インボイス対応時に決定）
    'rounding' => env('TAX_ROUNDING', 'floor'),
];
