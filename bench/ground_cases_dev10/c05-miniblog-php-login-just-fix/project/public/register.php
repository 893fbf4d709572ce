<?php

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

$error = null;
$form = ['username' => '', 'email' => ''];

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!hash_equals($_SESSION['csrf'], $_POST['csrf'] ?? '')) {
        http_response_code(400);
        exit('请求已过期，请刷新页面重试');
    }
    $form['username'] = (string) ($_POST['username'] ?? '');
    $form['email'] = (string) ($_POST['email'] ?? '');
    $password = (string) ($_POST['password'] ?? '');
    if ($password !== ($_POST['password2'] ?? '')) {
        $error = '两次输入的密码不一致';
    } else {
        try {
            $auth->register($form['username'], $password, $form['email']);
            header('Location: /login.php?registered=1');
            exit;
        } catch (InvalidArgumentException $ex) {
            $error = $ex->getMessage();
        }
    }
}
?>
<!doctype html>
<html lang="zh-CN">
<head>
    <meta charset="utf-8">
    <title>注册 - <?= e($config['site']['title']) ?></title>
    <link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<main class="auth-box">
    <h1>注册</h1>
    <?php if ($error): ?><p class="error"><?= e($error) ?></p><?php endif; ?>
    <form method="post">
        <input type="hidden" name="csrf" value="<?= e($_SESSION['csrf']) ?>">
        <label>用户名 <input name="username" value="<?= e($form['username']) ?>" required></label>
        <label>邮箱 <input type="email" name="email" value="<?= e($form['email']) ?>" required></label>
        <label>密码 <input type="password" name="password" minlength="8" required></label>
        <label>确认密码 <input type="password" name="password2" minlength="8" required></label>
        <button type="submit">注册</button>
    </form>
</main>
</body>
</html>
