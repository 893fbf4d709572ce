<?php

return [
    'started' => '会员已开通，有效期至 :date',
    'renewed' => '续费成功，有效期至 :date',
    'cancelled' => '会员已取消',
    'expired' => '您的会员已于 :date 到期',
    'expiring' => '您的会员将于 :date 到期，请及时续费',
];
