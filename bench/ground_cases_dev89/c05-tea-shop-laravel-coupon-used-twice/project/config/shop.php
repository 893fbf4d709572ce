<?php

return [
    /*
    | Prefix of the order number shown to customers, e.g. TS20251104000123.
    */
    'order_no_prefix' => env('ORDER_NO_PREFIX', 'TS'),

    /*
    | Minutes an unpaid order is kept before the scheduler cancels it.
    */
    'unpaid_timeout' => 30,

    'currency' => 'CNY',
];
