<?php

namespace App\Db;

use PDO;

class Connection
{
    public static function fromEnv(): PDO
    {
        return new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'), [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    }
}
