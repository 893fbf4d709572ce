<?php

return [
    'shipped' => [
        'subject' => 'Заказ :number отправлен',
        'greeting' => 'Здравствуйте, :name!',
        'items' => '{1} :count товар|[2,4] :count товара|[5,*] :count товаров',
        'track' => 'Отследить заказ',
    ],
];
