<?php

namespace App\Services;

use libphonenumber\NumberParseException;
use libphonenumber\PhoneNumberFormat;
use libphonenumber\PhoneNumberUtil;
use Twilio\Exceptions\RestException;
use Twilio\Rest\Client;

class SmsGateway
{
    public function __construct(private Client $twilio, private string $from, private string $defaultRegion = 'NL')
    {
    }

    /** Sends one SMS and returns the provider's message id. */
    public function send(string $to, string $body): string
    {
        try {
            $message = $this->twilio->messages->create($this->e164($to), [
                'from' => $this->from,
                'body' => $body,
            ]);
        } catch (RestException $e) {
            throw new SmsFailed($e->getMessage(), $e->getCode(), $e);
        }

        return $message->sid;
    }

    public function e164(string $raw): string
    {
        $util = PhoneNumberUtil::getInstance();
        try {
            $number = $util->parse($raw, $this->defaultRegion);
        } catch (NumberParseException $e) {
            throw new SmsFailed("invalid phone number: {$raw}", 0, $e);
        }

        return $util->format($number, PhoneNumberFormat::E164);
    }
}
