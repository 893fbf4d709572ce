<?php

namespace App\Services;

use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Intervention\Image\ImageManager;

class AvatarService
{
    private const SIZE = 256;

    public function __construct(private ImageManager $images)
    {
    }

    /**
     * Crop to a square, resize to 256px and store as JPEG on the public disk.
     */
    public function store(UploadedFile $file, int $userId): string
    {
        $image = $this->images->read($file->getRealPath());
        $image->cover(self::SIZE, self::SIZE);

        $path = sprintf('avatars/%d/%s.jpg', $userId, Str::random(20));
        Storage::disk('public')->put($path, (string) $image->toJpeg(85));

        return $path;
    }

    public function delete(string $path): void
    {
        Storage::disk('public')->delete($path);
    }

    public function url(?string $path): string
    {
        return $path ? Storage::disk('public')->url($path) : asset('images/default-avatar.png');
    }
}
