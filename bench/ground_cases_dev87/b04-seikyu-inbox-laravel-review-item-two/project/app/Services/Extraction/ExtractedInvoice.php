<?php

namespace App\Services\Extraction;

final class ExtractedInvoice
{
    public function __construct(
        public readonly string $vendor,
        public readonly ?string $invoiceNumber,
        public readonly string $issueDate,
        public readonly ?string $dueDate,
        public readonly int $amount,
        public readonly string $currency,
    ) {
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'vendor' => $this->vendor,
            'invoice_number' => $this->invoiceNumber,
            'issue_date' => $this->issueDate,
            'due_date' => $this->dueDate,
            'amount' => $this->amount,
            'currency' => $this->currency,
        ];
    }
}
