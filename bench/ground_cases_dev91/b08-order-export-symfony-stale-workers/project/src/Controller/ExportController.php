<?php

namespace App\Controller;

use App\Dto\ExportRequest;
use App\Message\ExportOrders;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpKernel\Attribute\MapRequestPayload;
use Symfony\Component\Messenger\MessageBusInterface;
use Symfony\Component\Routing\Attribute\Route;

final class ExportController extends AbstractController
{
    #[Route('/api/exports', methods: ['POST'])]
    public function create(#[MapRequestPayload] ExportRequest $request, MessageBusInterface $bus): JsonResponse
    {
        $bus->dispatch(new ExportOrders(
            requestedBy: $this->getUser()->getId(),
            format: $request->format,
            from: new \DateTimeImmutable($request->from),
            to: new \DateTimeImmutable($request->to),
        ));

        return $this->json(['status' => 'queued'], 202);
    }
}
