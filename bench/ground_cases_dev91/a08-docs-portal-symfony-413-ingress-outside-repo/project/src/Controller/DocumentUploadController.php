<?php

namespace App\Controller;

use App\Service\DocumentStorage;
use Psr\Log\LoggerInterface;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Validator\Validator\ValidatorInterface;

class DocumentUploadController extends AbstractController
{
    public function __construct(
        private readonly DocumentStorage $storage,
        private readonly ValidatorInterface $validator,
        private readonly LoggerInterface $logger,
    ) {
    }

    #[Route('/api/employees/{id}/documents', methods: ['POST'])]
    public function upload(int $id, Request $request): JsonResponse
    {
        $file = $request->files->get('document');
        if ($file === null) {
            return $this->json(['error' => 'document is required'], 400);
        }

        $violations = $this->validator->validate($file, new Assert\File(
            maxSize: '20M',
            mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
        ));
        if (count($violations) > 0) {
            return $this->json(['error' => (string) $violations->get(0)->getMessage()], 422);
        }

        $key = $this->storage->store($id, $file);
        $this->logger->info('document uploaded', [
            'employee' => $id,
            'key' => $key,
            'filename' => $file->getClientOriginalName(),
            'size' => $file->getSize(),
        ]);

        return $this->json(['key' => $key], 201);
    }
}
