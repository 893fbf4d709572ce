<?php

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

if ($auth->currentUserId() !== null) {
    header('Location: /');
    exit;
}

$error = null;
$username = '';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!hash_equals($_SESSION['csrf'], $_POST['csrf'] ?? '')) {
        http_response_code(400);
        exit('请求已过期，请刷新页面重试');
    }
    $username = (string) ($_POST['username'] ?? '');
    $password = (string) ($_POST['password'] ?? '');
    try {
        if ($auth->login($username, $password)) {
            $next = $_GET['next'] ?? '/';
            header('Location: ' . (str_starts_with($next, '/') && !str_starts_with($next, '//') ? $next : '/'));
            exit;
        }
        $error = '用户名或密码错误';
    } catch (RuntimeException $ex) {
        $error = $ex->getMessage();
    }
}
?>
<!doctype html>
<html lang="zh-CN">
<head>
    <meta charset="utf-8">
    <title>登录 - <?= e($config['site']['title']) ?></title>
    <link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<main class="auth-box">
    <h1>登录</h1>
    <?php if ($error): ?><p class="error"><?= e($error) ?></p><?php endif; ?>
    <form method="post">
        <input type="hidden" name="csrf" value="<?= e($_SESSION['csrf']) ?>">
        <label>用户名 <input name="username" value="<?= e($username) ?>" required autofocus></label>
        <label>密码 <input type="password" name="password" required></label>
        <button type="submit">登录</button>
    </form>
    <p>还没有账号？<a href="/register.php">注册</a></p>
</main>
</body>
</html>
