<?php

return [
    'product_not_found' => 'Product not found.',
];
