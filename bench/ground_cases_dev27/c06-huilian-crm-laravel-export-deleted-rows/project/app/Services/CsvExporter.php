<?php

namespace App\Services;

use Illuminate\Support\Facades\DB;

/**
 * Streams customers as CSV without loading them all into memory.
 */
class CsvExporter
{
    private const HEADER = ['ID', '客户名称', '邮箱', '手机号', '城市', '状态', '创建时间'];

    private const STATUS_LABELS = [
        'lead' => '潜在客户',
        'active' => '合作中',
        'churned' => '已流失',
    ];

    /**
     * @param  array{status?: string|null, city?: string|null}  $filters
     * @param  resource  $out
     */
    public function writeCustomers(array $filters, $out): int
    {
        // UTF-8 BOM so that Excel opens the Chinese text correctly.
        fwrite($out, "\xEF\xBB\xBF");
        fputcsv($out, self::HEADER);

        $query = DB::table('customers')
            ->select(['id', 'name', 'email', 'phone', 'city', 'status', 'created_at'])
            ->when($filters['status'] ?? null, fn ($q, $status) => $q->where('status', $status))
            ->when($filters['city'] ?? null, fn ($q, $city) => $q->where('city', $city));

        $count = 0;
        foreach ($query->lazyById(1000) as $row) {
            fputcsv($out, [
                $row->id,
                $row->name,
                $row->email,
                $this->maskPhone($row->phone),
                $row->city,
                self::STATUS_LABELS[$row->status] ?? $row->status,
                $row->created_at,
            ]);
            $count++;
        }

        return $count;
    }

    /** 13812341234 -> 138****1234; anything that is not an 11-digit mobile number is left as is. */
    private function maskPhone(?string $phone): string
    {
        if ($phone === null || $phone === '') {
            return '';
        }
        $digits = preg_replace('/\D/', '', $phone);
        if (strlen($digits) !== 11) {
            return $phone;
        }

        return substr($digits, 0, 3).'****'.substr($digits, 7);
    }
}
