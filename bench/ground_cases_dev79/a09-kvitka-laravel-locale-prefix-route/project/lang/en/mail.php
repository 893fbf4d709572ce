<?php

return [
    'shipped' => [
        'subject' => 'Order :number has shipped',
        'greeting' => 'Hello :name!',
        'items' => '{1} :count item|[2,*] :count items',
        'track' => 'Track your order',
    ],
];
