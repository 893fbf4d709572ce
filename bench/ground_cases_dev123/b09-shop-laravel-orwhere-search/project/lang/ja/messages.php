<?php

return [
    'product_not_found' => '商品が見つかりません。',
];
