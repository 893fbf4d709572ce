<?php

return [
    'twilio' => [
        'sid' => env('TWILIO_SID'),
        'token' => env('TWILIO_TOKEN'),
        'from' => env('TWILIO_FROM', 'TandartsVink'),
    ],

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],
];
