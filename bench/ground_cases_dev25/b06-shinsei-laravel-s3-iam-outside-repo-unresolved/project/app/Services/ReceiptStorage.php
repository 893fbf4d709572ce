<?php

namespace App\Services;

use App\Models\Receipt;
use App\Models\Tenant;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

class ReceiptStorage
{
    public function __construct(private readonly string $disk = 's3')
    {
    }

    /**
     * 領収書を保存してキーを返す。テナントごとに prefix を分ける（監査対応）。
     */
    public function store(Tenant $tenant, UploadedFile $file): string
    {
        $path = sprintf(
            'tenants/%d/receipts/%s/%s.%s',
            $tenant->id,
            now()->format('Y/m'),
            Str::uuid(),
            $file->extension() ?: 'bin',
        );

        Storage::disk($this->disk)->putFileAs(dirname($path), $file, basename($path), [
            'visibility' => 'private',
            'ContentType' => $file->getMimeType(),
        ]);

        return $path;
    }

    public function temporaryUrl(Receipt $receipt, int $minutes = 10): string
    {
        return Storage::disk($this->disk)->temporaryUrl($receipt->path, now()->addMinutes($minutes));
    }

    public function delete(Receipt $receipt): void
    {
        Storage::disk($this->disk)->delete($receipt->path);
    }
}
