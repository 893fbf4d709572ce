<?php

declare(strict_types=1);

namespace Shop\Tests;

use PHPUnit\Framework\TestCase;
use Shop\Cart\CartRepository;
use Shop\Cart\CartService;
use Shop\Controller\CartController;
use Slim\Psr7\Factory\ServerRequestFactory;
use Slim\Psr7\Response;

final class CartControllerTest extends TestCase
{
    public function testCountForGuestSumsQuantities(): void
    {
        $repo = $this->createMock(CartRepository::class);
        $repo->method('itemsForGuest')->with('tok123')->willReturn([42 => 1, 107 => 2]);
        $controller = new CartController($repo, new CartService($repo));

        $request = (new ServerRequestFactory())->createServerRequest('GET', '/cart/count')
            ->withCookieParams(['cart' => 'tok123']);
        $response = $controller->count($request, new Response());

        self::assertSame(['count' => 3], json_decode((string) $response->getBody(), true));
        self::assertSame('no-store', $response->getHeaderLine('Cache-Control'));
    }

    public function testCountWithoutCartIsZero(): void
    {
        $repo = $this->createMock(CartRepository::class);
        $repo->expects(self::never())->method('itemsForGuest');
        $controller = new CartController($repo, new CartService($repo));

        $request = (new ServerRequestFactory())->createServerRequest('GET', '/cart/count');
        $response = $controller->count($request, new Response());

        self::assertSame(['count' => 0], json_decode((string) $response->getBody(), true));
    }

    public function testCountForLoggedInUser(): void
    {
        $repo = $this->createMock(CartRepository::class);
        $repo->method('itemsForUser')->with(7)->willReturn([5 => 4]);
        $controller = new CartController($repo, new CartService($repo));

        $request = (new ServerRequestFactory())->createServerRequest('GET', '/cart/count')
            ->withAttribute('user_id', 7);
        $response = $controller->count($request, new Response());

        self::assertSame(['count' => 4], json_decode((string) $response->getBody(), true));
    }
}
