<?php

require __DIR__ . '/../vendor/autoload.php';

use App\Auth\LoginService;
use App\Auth\SessionGuard;
use App\Db\Connection;
use App\Db\UserRepository;

session_start();
$twig = new \Twig\Environment(new \Twig\Loader\FilesystemLoader(__DIR__ . '/../templates'));
$users = new UserRepository(Connection::fromEnv());
$login = new LoginService($users, new SessionGuard());

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $ok = $login->login($_POST['email'] ?? '', $_POST['password'] ?? '');
    header('Location: ' . ($ok ? '/dashboard' : '/login?error=1'));
    exit;
}
echo $twig->render('login.twig', ['csrf' => SessionGuard::csrfToken(), 'error' => isset($_GET['error'])]);
