<?php

return [
    'not_found' => '优惠码 :code 不存在',
    'expired' => '优惠券 :code 已过期',
    'used_up' => '优惠券 :code 已被领完',
    'min_spend' => '优惠券 :code 满 :amount 元可用',
    'empty_cart' => '购物车是空的',
];
