<?php

return [
    'posts' => '投稿',
    'comments' => ':count 件のコメント',
    'reply' => '返信',
    'posted_by' => ':name さんの投稿',
];
