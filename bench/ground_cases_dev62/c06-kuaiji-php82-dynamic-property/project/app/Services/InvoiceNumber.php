<?php

namespace App\Services;

use App\Models\Invoice;

class InvoiceNumber
{
    public function __construct(private string $prefix = 'KJ')
    {
    }

    public function next(?string $branchCode): string
    {
        $seq = Invoice::query()->whereYear('created_at', now()->year)->count() + 1;
        $branch = str_pad($branchCode, 3, '0', STR_PAD_LEFT);
        return sprintf('%s-%s-%d-%06d', $this->prefix, $branch, now()->year, $seq);
    }

    public function parse(string $number): array
    {
        [$prefix, $branch, $year, $seq] = explode('-', $number);
        return [
            'prefix' => $prefix,
            'branch' => $branch,
            'year' => (int) $year,
            'seq' => (int) $seq,
        ];
    }

    public function isValid(string $number): bool
    {
        return (bool) preg_match('/^[A-Z]{2}-\d{3}-\d{4}-\d{6}$/', $number);
    }
}
