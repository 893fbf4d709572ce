<?php

namespace App\Exceptions;

use RuntimeException;

/**
 * 可预期的业务失败：带错误码，由 Handler 统一转成 JSON，不上报 Sentry。
 */
class BizException extends RuntimeException
{
    public function __construct(
        public readonly string $errorCode,
        ?string $message = null,
        public readonly array $context = [],
    ) {
        parent::__construct($message ?? ErrorCode::message($errorCode));
    }

    public function httpStatus(): int
    {
        return ErrorCode::httpStatus($this->errorCode);
    }

    public function context(): array
    {
        return ['error_code' => $this->errorCode] + $this->context;
    }

    public static function orderNotFound(int|string $orderId): self
    {
        return new self(ErrorCode::ORDER_NOT_FOUND, null, ['order_id' => $orderId]);
    }
}
