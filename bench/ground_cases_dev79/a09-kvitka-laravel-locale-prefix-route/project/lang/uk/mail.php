<?php

return [
    'shipped' => [
        'subject' => 'Замовлення :number відправлено',
        'greeting' => 'Вітаємо, :name!',
        'items' => ':count товар|:count товари|:count товарів',
        'track' => 'Відстежити замовлення',
    ],
];
