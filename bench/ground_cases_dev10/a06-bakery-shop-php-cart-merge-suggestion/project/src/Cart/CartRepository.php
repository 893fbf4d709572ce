<?php

declare(strict_types=1);

namespace Shop\Cart;

use PDO;

/**
 * Cart rows live in `cart_items` (owner_type, owner_id, product_id, qty).
 * Guests are identified by the token in their cookie, users by id.
 */
final class CartRepository
{
    public function __construct(private readonly PDO $db)
    {
    }

    /** @return array<int, int> product id => quantity */
    public function itemsForGuest(string $token): array
    {
        return $this->items('guest', $token);
    }

    /** @return array<int, int> product id => quantity */
    public function itemsForUser(int $userId): array
    {
        return $this->items('user', (string) $userId);
    }

    /** @param array<int, int> $items */
    public function replaceUserItems(int $userId, array $items): void
    {
        $this->db->beginTransaction();
        $this->db->prepare("DELETE FROM cart_items WHERE owner_type = 'user' AND owner_id = ?")
            ->execute([(string) $userId]);
        $insert = $this->db->prepare(
            "INSERT INTO cart_items (owner_type, owner_id, product_id, qty) VALUES ('user', ?, ?, ?)"
        );
        foreach ($items as $productId => $qty) {
            $insert->execute([(string) $userId, $productId, $qty]);
        }
        $this->db->commit();
    }

    public function deleteGuest(string $token): void
    {
        $this->db->prepare("DELETE FROM cart_items WHERE owner_type = 'guest' AND owner_id = ?")
            ->execute([$token]);
    }

    /** @return array<int, int> product id => units in stock */
    public function stockFor(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $marks = implode(',', array_fill(0, count($productIds), '?'));
        $stmt = $this->db->prepare("SELECT id, stock FROM products WHERE id IN ($marks)");
        $stmt->execute(array_values($productIds));
        return array_map('intval', $stmt->fetchAll(PDO::FETCH_KEY_PAIR));
    }

    /** @return array<int, int> */
    private function items(string $ownerType, string $ownerId): array
    {
        $stmt = $this->db->prepare(
            'SELECT product_id, qty FROM cart_items WHERE owner_type = ? AND owner_id = ? ORDER BY product_id'
        );
        $stmt->execute([$ownerType, $ownerId]);
        return array_map('intval', $stmt->fetchAll(PDO::FETCH_KEY_PAIR));
    }
}
