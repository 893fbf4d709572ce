<?php

return [
    'title' => 'Invoice',
    'number' => 'Invoice number',
    'date' => 'Date',
    'item' => 'Item',
    'quantity' => 'Qty',
    'amount' => 'Amount',
    'total' => 'Total',
];
