<?php

declare(strict_types=1);

use Roomie\Controller\BookingController;
use Roomie\Repository\BookingRepository;
use Roomie\Service\AvailabilityService;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$pdo = new PDO(getenv('DATABASE_DSN') ?: 'pgsql:host=localhost;dbname=roomie', getenv('DATABASE_USER') ?: 'roomie', getenv('DATABASE_PASSWORD') ?: '');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

$bookings = new BookingRepository($pdo);
$availability = new AvailabilityService($bookings, require __DIR__ . '/../config/opening_hours.php');
$controller = new BookingController($bookings, $availability);

$app = AppFactory::create();
$app->addBodyParsingMiddleware();
$app->get('/rooms/{room}/bookings', [$controller, 'listForDay']);
$app->post('/rooms/{room}/bookings', [$controller, 'create']);
$app->delete('/bookings/{id}', [$controller, 'cancel']);
$app->run();
