<?php

return [
    'currency' => env('BILLING_CURRENCY', 'EUR'),
    'invoices_per_page' => 50,
    'overdue_after_days' => 30,
    'reminder_days' => [7, 14, 30],
];
