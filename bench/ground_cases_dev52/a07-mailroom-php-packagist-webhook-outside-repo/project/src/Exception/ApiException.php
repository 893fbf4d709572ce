<?php

declare(strict_types=1);

namespace Mailroom\Exception;

final class ApiException extends \RuntimeException
{
    /** @param array<string, mixed> $details */
    public function __construct(
        string $message,
        public readonly int $status,
        public readonly ?string $errorCode = null,
        public readonly array $details = [],
    ) {
        parent::__construct($message, $status);
    }

    /** @param array<string, mixed> $data */
    public static function fromResponse(int $status, array $data): self
    {
        $error = $data['error'] ?? [];
        return new self(
            (string) ($error['message'] ?? "HTTP $status"),
            $status,
            isset($error['code']) ? (string) $error['code'] : null,
            (array) ($error['details'] ?? []),
        );
    }

    public function isRateLimited(): bool
    {
        return $this->status === 429;
    }
}
