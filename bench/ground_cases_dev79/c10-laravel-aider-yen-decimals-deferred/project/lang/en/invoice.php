<?php

return [
    'paid_subject' => 'Invoice :number has been paid',
    'greeting' => 'Hello :name,',
    'paid_line' => 'We received your payment of :amount. Thank you!',
    'view' => 'View invoice',
];
