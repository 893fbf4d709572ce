<?php

namespace App\Services\Extraction;

final class InvoiceSchema
{
    /** @return array<string, mixed> */
    public static function get(): array
    {
        return [
            'type' => 'object',
            'additionalProperties' => false,
            'required' => ['vendor', 'invoice_number', 'issue_date', 'due_date', 'amount', 'currency'],
            'properties' => [
                'vendor' => ['type' => 'string', 'description' => '請求元の会社名'],
                'invoice_number' => ['type' => ['string', 'null']],
                'issue_date' => ['type' => 'string', 'description' => 'YYYY-MM-DD'],
                'due_date' => ['type' => ['string', 'null'], 'description' => 'YYYY-MM-DD'],
                'amount' => ['type' => 'integer', 'description' => '税込合計金額 (円)'],
                'currency' => ['type' => 'string', 'enum' => ['JPY', 'USD']],
            ],
        ];
    }
}
