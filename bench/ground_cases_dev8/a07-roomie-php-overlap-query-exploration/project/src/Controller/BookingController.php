<?php

declare(strict_types=1);

namespace Roomie\Controller;

use DateTimeImmutable;
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Roomie\Repository\BookingRepository;
use Roomie\Service\AvailabilityService;
use Roomie\Service\BookingRejected;

final class BookingController
{
    public function __construct(private BookingRepository $bookings, private AvailabilityService $availability)
    {
    }

    public function listForDay(Request $request, Response $response, array $args): Response
    {
        $day = new DateTimeImmutable($request->getQueryParams()['day'] ?? 'today');
        $rows = array_map(fn ($b) => $b->toArray(), $this->bookings->forDay((int) $args['room'], $day));
        return $this->json($response, $rows);
    }

    public function create(Request $request, Response $response, array $args): Response
    {
        $body = (array) $request->getParsedBody();
        $userId = $request->getAttribute('library_card') ?? (string) ($body['card'] ?? '');
        if ($userId === '') {
            return $this->json($response, ['error' => 'A library card number is required.'], 400);
        }
        try {
            $booking = $this->availability->book(
                (int) $args['room'],
                $userId,
                new DateTimeImmutable((string) $body['start']),
                new DateTimeImmutable((string) $body['end']),
            );
        } catch (BookingRejected $e) {
            return $this->json($response, ['error' => $e->getMessage()], 409);
        } catch (\Exception) {
            return $this->json($response, ['error' => 'Invalid start or end time.'], 400);
        }
        return $this->json($response, $booking->toArray(), 201);
    }

    public function cancel(Request $request, Response $response, array $args): Response
    {
        $this->bookings->cancel((int) $args['id']);
        return $response->withStatus(204);
    }

    private function json(Response $response, array $data, int $status = 200): Response
    {
        $response->getBody()->write(json_encode($data, JSON_THROW_ON_ERROR));
        return $response->withHeader('Content-Type', 'application/json')->withStatus($status);
    }
}
