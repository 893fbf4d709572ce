<?php

namespace App\Services\Sms;

interface SmsSender
{
    /**
     * Send one templated message. $params fill the template's ${name} slots.
     */
    public function send(string $phone, string $templateCode, array $params): SmsResult;
}
