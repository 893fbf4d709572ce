<?php

return [
    // hours before pickup: full refund at or above, half refund at or above the second value
    'full_refund_hours' => 48,
    'half_refund_hours' => 24,
    'pickup_reminder_hours' => 18,
    'timezone' => 'Asia/Shanghai',
];
