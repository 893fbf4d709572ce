<?php

declare(strict_types=1);

namespace MiniBlog;

use PDO;

final class Db
{
    private static ?PDO $pdo = null;

    /**
     * @param array{dsn: string, user: string, password: string} $cfg
     */
    public static function connect(array $cfg): PDO
    {
        if (self::$pdo === null) {
            self::$pdo = new PDO($cfg['dsn'], $cfg['user'], $cfg['password'], [
                PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
                PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
                PDO::ATTR_EMULATE_PREPARES => false,
            ]);
        }
        return self::$pdo;
    }
}
