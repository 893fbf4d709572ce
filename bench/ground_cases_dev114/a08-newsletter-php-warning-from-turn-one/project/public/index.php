<?php

declare(strict_types=1);

require __DIR__ . '/../vendor/autoload.php';

use App\Db;
use App\Mail\Mailer;
use App\Signup;

$route = $_SERVER['REQUEST_METHOD'] . ' ' . parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

$response = match ($route) {
    'POST /signup' => (new Signup(Db::connect(), new Mailer()))->handle(),
    'GET /health' => ['status' => 200, 'body' => ['ok' => true]],
    default => ['status' => 404, 'body' => ['error' => 'not found']],
};

http_response_code($response['status']);
header('Content-Type: application/json');
echo json_encode($response['body']);
