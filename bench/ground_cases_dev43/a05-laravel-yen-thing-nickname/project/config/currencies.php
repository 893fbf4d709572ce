<?php

// Display data per ISO 4217 currency. "decimals" is the number of digits of the minor unit.
return [
    'EUR' => ['symbol' => '€', 'symbol_first' => false, 'decimals' => 2],
    'USD' => ['symbol' => '$', 'symbol_first' => true, 'decimals' => 2],
    'GBP' => ['symbol' => '£', 'symbol_first' => true, 'decimals' => 2],
    'CHF' => ['symbol' => 'CHF', 'symbol_first' => true, 'decimals' => 2],
    'JPY' => ['symbol' => '¥', 'symbol_first' => true, 'decimals' => 0],
    'KRW' => ['symbol' => '₩', 'symbol_first' => true, 'decimals' => 0],
];
