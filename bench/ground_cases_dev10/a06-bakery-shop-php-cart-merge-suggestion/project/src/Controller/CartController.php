<?php

declare(strict_types=1);

namespace Shop\Controller;

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Shop\Cart\CartRepository;
use Shop\Cart\CartService;
use Shop\Support\Money;

final class CartController
{
    public function __construct(
        private readonly CartRepository $repo,
        private readonly CartService $cart,
    ) {
    }

    public function show(Request $request, Response $response): Response
    {
        $items = $this->currentItems($request);
        return $this->json($response, [
            'items' => $items,
            'count' => $this->cart->itemCount($items),
        ]);
    }

    /** Small endpoint for the header badge; polled on every page load. */
    public function count(Request $request, Response $response): Response
    {
        $items = $this->currentItems($request);
        $response = $response->withHeader('Cache-Control', 'no-store');
        return $this->json($response, ['count' => $this->cart->itemCount($items)]);
    }

    public function summary(Request $request, Response $response): Response
    {
        $totalCents = (int) ($request->getQueryParams()['total'] ?? 0);
        return $this->json($response, ['total' => Money::format($totalCents)]);
    }

    /** @return array<int, int> */
    private function currentItems(Request $request): array
    {
        $userId = $request->getAttribute('user_id');
        if ($userId !== null) {
            return $this->repo->itemsForUser((int) $userId);
        }
        $token = $request->getCookieParams()['cart'] ?? '';
        return $token === '' ? [] : $this->repo->itemsForGuest($token);
    }

    private function json(Response $response, array $data): Response
    {
        $response->getBody()->write(json_encode($data, JSON_THROW_ON_ERROR));
        return $response->withHeader('Content-Type', 'application/json');
    }
}
