<?php

return [
    /*
    | Coupons can stack with member discounts but never with each other.
    */
    'stackable_with_member_price' => true,

    /*
    | Codes are case-insensitive; they are stored upper-case.
    */
    'code_length' => (int) env('COUPON_CODE_LENGTH', 10),
];
