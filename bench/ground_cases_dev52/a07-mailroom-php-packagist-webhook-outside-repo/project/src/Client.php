<?php

declare(strict_types=1);

namespace Mailroom;

use Http\Discovery\Psr17FactoryDiscovery;
use Http\Discovery\Psr18ClientDiscovery;
use Mailroom\Exception\ApiException;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\StreamFactoryInterface;

final class Client
{
    public const VERSION = '2.3.1';
    private const DEFAULT_BASE_URI = 'https://api.mailroom.dev/v1/';

    private ClientInterface $http;
    private RequestFactoryInterface $requests;
    private StreamFactoryInterface $streams;
    private string $baseUri;

    public function __construct(
        private readonly string $apiKey,
        ?ClientInterface $http = null,
        ?string $baseUri = null,
    ) {
        $this->http = $http ?? Psr18ClientDiscovery::find();
        $this->requests = Psr17FactoryDiscovery::findRequestFactory();
        $this->streams = Psr17FactoryDiscovery::findStreamFactory();
        $this->baseUri = rtrim($baseUri ?? self::DEFAULT_BASE_URI, '/') . '/';
    }

    public function messages(): Messages
    {
        return new Messages($this);
    }

    /**
     * @param array<string, mixed>|null $body
     * @return array<string, mixed>
     */
    public function request(string $method, string $path, ?array $body = null): array
    {
        $request = $this->requests->createRequest($method, $this->baseUri . ltrim($path, '/'))
            ->withHeader('Authorization', 'Bearer ' . $this->apiKey)
            ->withHeader('Accept', 'application/json')
            ->withHeader('User-Agent', 'mailroom-php/' . self::VERSION);
        if ($body !== null) {
            $request = $request
                ->withHeader('Content-Type', 'application/json')
                ->withBody($this->streams->createStream(json_encode($body, JSON_THROW_ON_ERROR)));
        }
        $response = $this->http->sendRequest($request);
        $data = json_decode((string) $response->getBody(), true) ?? [];
        if ($response->getStatusCode() >= 400) {
            throw ApiException::fromResponse($response->getStatusCode(), $data);
        }
        return $data;
    }
}
