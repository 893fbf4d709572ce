<?php

namespace App\Services\Sms;

use RuntimeException;

class SmsException extends RuntimeException
{
    public function __construct(string $message, private string $errorCode)
    {
        parent::__construct($message);
    }

    public function getErrorCode(): string
    {
        return $this->errorCode;
    }
}
