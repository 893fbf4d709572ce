<?php

declare(strict_types=1);

use DI\Container;
use Shop\Controller\AuthController;
use Shop\Controller\CartController;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

session_start([
    'cookie_httponly' => true,
    'cookie_samesite' => 'Lax',
    'cookie_secure' => ($_SERVER['HTTPS'] ?? '') !== '',
]);

$container = new Container();
$container->set(PDO::class, static fn () => new PDO(
    getenv('DATABASE_DSN') ?: 'mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4',
    getenv('DATABASE_USER') ?: 'shop',
    getenv('DATABASE_PASSWORD') ?: '',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION],
));

AppFactory::setContainer($container);
$app = AppFactory::create();
$app->addBodyParsingMiddleware();

$app->add(function ($request, $handler) {
    if (isset($_SESSION['user_id'])) {
        $request = $request->withAttribute('user_id', (int) $_SESSION['user_id']);
    }
    return $handler->handle($request);
});

$app->get('/cart', [CartController::class, 'show']);
$app->get('/cart/count', [CartController::class, 'count']);
$app->get('/cart/summary', [CartController::class, 'summary']);
$app->post('/login', [AuthController::class, 'login']);
$app->post('/logout', [AuthController::class, 'logout']);

$app->addErrorMiddleware(getenv('APP_DEBUG') === '1', true, true);
$app->run();
