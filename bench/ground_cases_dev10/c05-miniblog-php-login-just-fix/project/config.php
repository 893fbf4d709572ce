<?php

return [
    'db' => [
        'dsn' => getenv('BLOG_DB_DSN') ?: 'mysql:host=127.0.0.1;dbname=miniblog;charset=utf8mb4',
        'user' => getenv('BLOG_DB_USER') ?: 'blog',
        'password' => getenv('BLOG_DB_PASSWORD') ?: '',
    ],
    'site' => [
        'title' => '小明的博客',
        'posts_per_page' => 10,
    ],
    'session' => [
        'name' => 'MBSESSID',
        'lifetime' => 7 * 24 * 3600,
    ],
];
