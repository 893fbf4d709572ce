<?php

return [
    'posts' => 'Публикации',
    'comments' => ':count комментарий|:count комментария|:count комментариев',
    'reply' => 'Ответить',
    'posted_by' => 'Автор: :name',
];
