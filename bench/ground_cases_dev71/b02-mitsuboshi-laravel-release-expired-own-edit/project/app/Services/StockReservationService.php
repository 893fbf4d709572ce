<?php

namespace App\Services;

use App\Exceptions\OutOfStockException;
use App\Exceptions\ReservationExpiredException;
use App\Models\Product;
use App\Models\Reservation;
use Illuminate\Support\Facades\DB;

class StockReservationService
{
    public const HOLD_MINUTES = 30;

    public function available(Product $product): int
    {
        $held = $product->reservations()
            ->where('expires_at', '>', now())
            ->sum('quantity');

        return max(0, $product->stock - (int) $held);
    }

    public function reserve(Product $product, string $cartId, int $quantity): Reservation
    {
        return DB::transaction(function () use ($product, $cartId, $quantity) {
            $product = Product::whereKey($product->id)->lockForUpdate()->first();
            if ($this->available($product) < $quantity) {
                throw new OutOfStockException($product->sku);
            }

            return Reservation::updateOrCreate(
                ['product_id' => $product->id, 'cart_id' => $cartId],
                ['quantity' => $quantity, 'expires_at' => now()->addMinutes(self::HOLD_MINUTES)],
            );
        });
    }

    public function confirm(string $cartId): void
    {
        DB::transaction(function () use ($cartId) {
            $reservations = Reservation::where('cart_id', $cartId)->lockForUpdate()->get();
            if ($reservations->isEmpty()) {
                throw new ReservationExpiredException('在庫確保の期限が切れました。もう一度カートに追加してください。');
            }
            foreach ($reservations as $reservation) {
                $reservation->product()->decrement('stock', $reservation->quantity);
                $reservation->delete();
            }
        });
    }

    public function releaseExpired(): int
    {
        return Reservation::where('expires_at', '>', now())->delete();
    }
}
