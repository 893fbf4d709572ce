<?php

return [
    'openai' => [
        'api_key' => env('OPENAI_API_KEY'),
        'base_url' => env('OPENAI_BASE_URL', 'https://api.openai.com/v1'),
        'model' => env('INVOICE_EXTRACT_MODEL', 'gpt-4o-mini'),
        'timeout' => 60,
    ],
    'extraction' => [
        // json_object のままにしている (strict な json_schema は未対応のプロキシがあるため)
        'response_format' => 'json_object',
        'max_output_tokens' => 800,
    ],
];
