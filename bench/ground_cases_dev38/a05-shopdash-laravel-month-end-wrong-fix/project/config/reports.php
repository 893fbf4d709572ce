<?php

return [
    // Timezone in which report months start and end.
    'timezone' => env('REPORTS_TIMEZONE', 'UTC'),

    // Payment methods shown in the breakdown, in this order.
    'methods' => ['card', 'paypal', 'sepa', 'invoice'],
];
