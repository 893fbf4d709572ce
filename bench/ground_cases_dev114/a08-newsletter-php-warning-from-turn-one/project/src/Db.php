<?php

declare(strict_types=1);

namespace App;

use PDO;

final class Db
{
    public static function connect(): PDO
    {
        $dsn = getenv('DB_DSN') ?: 'mysql:host=127.0.0.1;dbname=newsletter;charset=utf8mb4';
        $pdo = new PDO($dsn, getenv('DB_USER') ?: 'newsletter', getenv('DB_PASS') ?: '');
        $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
        $pdo->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
        return $pdo;
    }

    public static function subscriberExists(PDO $pdo, string $email): bool
    {
        $stmt = $pdo->prepare('SELECT 1 FROM subscribers WHERE email = ? LIMIT 1');
        $stmt->execute([$email]);
        return (bool) $stmt->fetchColumn();
    }
}
