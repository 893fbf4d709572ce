<?php

declare(strict_types=1);

namespace Shop\Controller;

use PDO;
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Shop\Cart\CartService;

final class AuthController
{
    public function __construct(
        private readonly PDO $db,
        private readonly CartService $cart,
    ) {
    }

    public function login(Request $request, Response $response): Response
    {
        $body = (array) $request->getParsedBody();
        $email = strtolower(trim((string) ($body['email'] ?? '')));
        $password = (string) ($body['password'] ?? '');

        $stmt = $this->db->prepare('SELECT id, password_hash FROM users WHERE email = ?');
        $stmt->execute([$email]);
        $user = $stmt->fetch(PDO::FETCH_ASSOC);
        if ($user === false || !password_verify($password, $user['password_hash'])) {
            return $response->withStatus(302)->withHeader('Location', '/login?failed=1');
        }

        session_regenerate_id(true);
        $_SESSION['user_id'] = (int) $user['id'];

        $guestToken = $request->getCookieParams()['cart'] ?? '';
        if ($guestToken !== '') {
            $this->cart->mergeGuestCart($guestToken, (int) $user['id']);
            $response = $response->withHeader('Set-Cookie', 'cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
        }

        return $response->withStatus(302)->withHeader('Location', '/cart');
    }

    public function logout(Request $request, Response $response): Response
    {
        $_SESSION = [];
        session_destroy();
        return $response->withStatus(302)->withHeader('Location', '/');
    }
}
