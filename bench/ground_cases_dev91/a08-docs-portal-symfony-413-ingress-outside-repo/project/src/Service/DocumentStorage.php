<?php

namespace App\Service;

use League\Flysystem\FilesystemOperator;
use Symfony\Component\HttpFoundation\File\UploadedFile;
use Symfony\Component\Uid\Uuid;

class DocumentStorage
{
    public function __construct(private readonly FilesystemOperator $documentsStorage)
    {
    }

    public function store(int $employeeId, UploadedFile $file): string
    {
        $key = sprintf('employees/%d/%s.%s', $employeeId, Uuid::v7(), $file->guessExtension() ?? 'bin');
        $stream = fopen($file->getPathname(), 'rb');
        try {
            $this->documentsStorage->writeStream($key, $stream, [
                'ContentType' => $file->getMimeType(),
            ]);
        } finally {
            if (is_resource($stream)) {
                fclose($stream);
            }
        }

        return $key;
    }
}
