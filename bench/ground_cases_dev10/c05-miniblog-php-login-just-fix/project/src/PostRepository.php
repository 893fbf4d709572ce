<?php

declare(strict_types=1);

namespace MiniBlog;

use PDO;

final class PostRepository
{
    public function __construct(private PDO $db)
    {
    }

    /**
     * @return list<array{id: int, title: string, summary: string, author: string, created_at: string}>
     */
    public function latest(int $page, int $perPage): array
    {
        $offset = max(0, ($page - 1) * $perPage);
        $stmt = $this->db->prepare(
            'SELECT p.id, p.title, p.summary, u.username AS author, p.created_at
               FROM posts p JOIN users u ON u.id = p.user_id
              WHERE p.published = 1
              ORDER BY p.created_at DESC
              LIMIT :limit OFFSET :offset'
        );
        $stmt->bindValue(':limit', $perPage, PDO::PARAM_INT);
        $stmt->bindValue(':offset', $offset, PDO::PARAM_INT);
        $stmt->execute();
        return $stmt->fetchAll();
    }

    public function countPublished(): int
    {
        return (int) $this->db->query('SELECT COUNT(*) FROM posts WHERE published = 1')->fetchColumn();
    }

    public function find(int $id): ?array
    {
        $stmt = $this->db->prepare(
            'SELECT p.*, u.username AS author FROM posts p JOIN users u ON u.id = p.user_id WHERE p.id = ?'
        );
        $stmt->execute([$id]);
        $row = $stmt->fetch();
        return $row ?: null;
    }

    public function create(int $userId, string $title, string $body, bool $published): int
    {
        $summary = mb_substr(strip_tags($body), 0, 120);
        $stmt = $this->db->prepare(
            'INSERT INTO posts (user_id, title, summary, body, published, created_at) VALUES (?, ?, ?, ?, ?, NOW())'
        );
        $stmt->execute([$userId, $title, $summary, $body, $published ? 1 : 0]);
        return (int) $this->db->lastInsertId();
    }
}
