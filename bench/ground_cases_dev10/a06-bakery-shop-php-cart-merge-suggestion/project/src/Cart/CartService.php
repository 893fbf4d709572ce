<?php

declare(strict_types=1);

namespace Shop\Cart;

final class CartService
{
    public const MAX_PER_PRODUCT = 24;

    public function __construct(private readonly CartRepository $repo)
    {
    }

    /**
     * Called right after login: moves the guest cart into the user's saved cart.
     *
     * @return array<int, int> the user's cart afterwards, product id => quantity
     */
    public function mergeGuestCart(string $guestToken, int $userId): array
    {
        $guest = $this->repo->itemsForGuest($guestToken);
        $saved = $this->repo->itemsForUser($userId);
        if ($guest === []) {
            return $saved;
        }

        $merged = array_merge($saved, $guest);
        $merged = $this->clampToStock($merged);

        $this->repo->replaceUserItems($userId, $merged);
        $this->repo->deleteGuest($guestToken);

        return $merged;
    }

    /**
     * @param array<int, int> $items
     * @return array<int, int>
     */
    public function clampToStock(array $items): array
    {
        $stock = $this->repo->stockFor(array_keys($items));
        $out = [];
        foreach ($items as $productId => $qty) {
            $limit = min(self::MAX_PER_PRODUCT, $stock[$productId] ?? 0);
            if ($limit > 0 && $qty > 0) {
                $out[$productId] = min($qty, $limit);
            }
        }
        return $out;
    }

    /** @param array<int, int> $items */
    public function itemCount(array $items): int
    {
        return array_sum($items);
    }
}
