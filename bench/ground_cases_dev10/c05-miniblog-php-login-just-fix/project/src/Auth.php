<?php

declare(strict_types=1);

namespace MiniBlog;

use PDO;

final class Auth
{
    private const SESSION_KEY = 'uid';
    private const MAX_ATTEMPTS = 5;

    public function __construct(private PDO $db)
    {
    }

    public function register(string $username, string $password, string $email): int
    {
        $username = trim($username);
        if (!preg_match('/^[a-zA-Z0-9_]{3,20}$/', $username)) {
            throw new \InvalidArgumentException('用户名只能包含字母、数字和下划线，长度 3-20');
        }
        if (mb_strlen($password) < 8) {
            throw new \InvalidArgumentException('密码至少 8 位');
        }
        if (!filter_var($email, FILTER_VALIDATE_EMAIL)) {
            throw new \InvalidArgumentException('邮箱格式不正确');
        }
        $stmt = $this->db->prepare('SELECT COUNT(*) FROM users WHERE username = ?');
        $stmt->execute([$username]);
        if ((int) $stmt->fetchColumn() > 0) {
            throw new \InvalidArgumentException('用户名已被占用');
        }

        $stmt = $this->db->prepare(
            'INSERT INTO users (username, email, password_hash, created_at) VALUES (?, ?, ?, NOW())'
        );
        $stmt->execute([$username, $email, password_hash($password, PASSWORD_DEFAULT)]);
        return (int) $this->db->lastInsertId();
    }

    public function login(string $username, string $password): bool
    {
        $username = trim($username);
        if ($this->tooManyAttempts($username)) {
            throw new \RuntimeException('尝试次数过多，请 15 分钟后再试');
        }
        $stmt = $this->db->prepare('SELECT id, password_hash FROM users WHERE username = ? LIMIT 1');
        $stmt->execute([$username]);
        $user = $stmt->fetch(PDO::FETCH_ASSOC);

        if (!$user || !password_verify($user['password_hash'], $password)) {
            $this->recordFailure($username);
            return false;
        }

        if (password_needs_rehash($user['password_hash'], PASSWORD_DEFAULT)) {
            $this->updateHash((int) $user['id'], $password);
        }
        $_SESSION[self::SESSION_KEY] = (int) $user['id'];
        $this->clearFailures($username);
        return true;
    }

    public function logout(): void
    {
        $_SESSION = [];
        session_destroy();
    }

    public function currentUserId(): ?int
    {
        return isset($_SESSION[self::SESSION_KEY]) ? (int) $_SESSION[self::SESSION_KEY] : null;
    }

    private function tooManyAttempts(string $username): bool
    {
        $stmt = $this->db->prepare(
            'SELECT COUNT(*) FROM login_failures WHERE username = ? AND created_at > (NOW() - INTERVAL 15 MINUTE)'
        );
        $stmt->execute([$username]);
        return (int) $stmt->fetchColumn() >= self::MAX_ATTEMPTS;
    }

    private function recordFailure(string $username): void
    {
        $stmt = $this->db->prepare('INSERT INTO login_failures (username, ip, created_at) VALUES (?, ?, NOW())');
        $stmt->execute([$username, $_SERVER['REMOTE_ADDR'] ?? '']);
    }

    private function clearFailures(string $username): void
    {
        $this->db->prepare('DELETE FROM login_failures WHERE username = ?')->execute([$username]);
    }

    private function updateHash(int $userId, string $password): void
    {
        $stmt = $this->db->prepare('UPDATE users SET password_hash = ? WHERE id = ?');
        $stmt->execute([password_hash($password, PASSWORD_DEFAULT), $userId]);
    }
}
