<?php

require __DIR__ . '/../vendor/autoload.php';

$controller = new Korb\Checkout\CheckoutController(new Korb\Checkout\Totals());
