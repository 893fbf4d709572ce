<?php

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

$posts = new MiniBlog\PostRepository($db);
$perPage = $config['site']['posts_per_page'];
$page = max(1, (int) ($_GET['page'] ?? 1));
$total = $posts->countPublished();
$pages = max(1, (int) ceil($total / $perPage));
$items = $posts->latest($page, $perPage);
?>
<!doctype html>
<html lang="zh-CN">
<head>
    <meta charset="utf-8">
    <title><?= e($config['site']['title']) ?></title>
    <link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<header>
    <a href="/"><?= e($config['site']['title']) ?></a>
    <?php if ($auth->currentUserId()): ?>
        <a href="/new.php">写文章</a> <a href="/logout.php">退出</a>
    <?php else: ?>
        <a href="/login.php">登录</a>
    <?php endif; ?>
</header>
<main>
    <?php foreach ($items as $post): ?>
        <article>
            <h2><a href="/post.php?id=<?= (int) $post['id'] ?>"><?= e($post['title']) ?></a></h2>
            <p class="meta"><?= e($post['author']) ?> · <?= e($post['created_at']) ?></p>
            <p><?= e($post['summary']) ?></p>
        </article>
    <?php endforeach; ?>
    <nav class="pager">
        <?php for ($i = 1; $i <= $pages; $i++): ?>
            <a href="?page=<?= $i ?>"<?= $i === $page ? ' class="current"' : '' ?>><?= $i ?></a>
        <?php endfor; ?>
    </nav>
</main>
</body>
</html>
