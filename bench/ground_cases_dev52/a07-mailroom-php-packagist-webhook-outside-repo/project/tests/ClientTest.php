<?php

declare(strict_types=1);

namespace Mailroom\Tests;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Psr7\Response;
use Mailroom\Client;
use Mailroom\Exception\ApiException;
use PHPUnit\Framework\TestCase;

final class ClientTest extends TestCase
{
    private function client(Response ...$responses): Client
    {
        $http = new Guzzle(['handler' => HandlerStack::create(new MockHandler($responses))]);
        return new Client('key_test', $http);
    }

    public function testSendReturnsId(): void
    {
        $client = $this->client(new Response(202, [], '{"id":"msg_1","status":"queued"}'));
        $result = $client->messages()->send('a@example.com', ['b@example.com'], 'Hi', '<p>Hi</p>');
        self::assertSame('msg_1', $result['id']);
    }

    public function testErrorsBecomeApiException(): void
    {
        $client = $this->client(new Response(429, [], '{"error":{"code":"rate_limited","message":"slow down"}}'));
        try {
            $client->messages()->get('msg_1');
            self::fail('expected an ApiException');
        } catch (ApiException $e) {
            self::assertTrue($e->isRateLimited());
            self::assertSame('rate_limited', $e->errorCode);
        }
    }

    public function testListPassesLimit(): void
    {
        $client = $this->client(new Response(200, [], '{"data":[{"id":"msg_1"}]}'));
        self::assertCount(1, $client->messages()->list(['status' => 'bounced'], 10));
    }
}
