<?php

declare(strict_types=1);

namespace App;

use App\Mail\Mailer;
use PDO;

final class Signup
{
    private const LOG_FILE = __DIR__ . '/../storage/logs/signups.log';

    public function __construct(
        private PDO $db,
        private Mailer $mailer,
    ) {
    }

    /**
     * POST /signup with name + email.
     *
     * @return array{status: int, body: array<string, mixed>}
     */
    public function handle(): array
    {
        $name = trim((string) ($_POST['name'] ?? ''));
        $source = $_POST['source'] ?? 'web';
        $email = strtolower(trim($_POST['email']));

        if ($name === '' || !filter_var($email, FILTER_VALIDATE_EMAIL)) {
            return ['status' => 422, 'body' => ['error' => 'name and a valid email are required']];
        }
        if (Db::subscriberExists($this->db, $email)) {
            return ['status' => 200, 'body' => ['subscribed' => true]];
        }

        $stmt = $this->db->prepare('INSERT INTO subscribers (email, name, source) VALUES (?, ?, ?)');
        $stmt->execute([$email, $name, $source]);
        $this->mailer->sendWelcome($email, $name);
        $this->logSignup($email, $source);

        return ['status' => 201, 'body' => ['subscribed' => true]];
    }

    private function logSignup(string $email, string $source): void
    {
        $line = json_encode([
            'at' => date(DATE_ATOM),
            'email' => $email,
            'source' => $source,
        ], JSON_UNESCAPED_SLASHES);
        file_put_contents(self::LOG_FILE, $line . PHP_EOL, FILE_APPEND | LOCK_EX);
    }
}
