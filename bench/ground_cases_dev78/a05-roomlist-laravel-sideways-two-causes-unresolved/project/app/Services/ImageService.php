<?php

namespace App\Services;

use Illuminate\Support\Facades\Storage;
use Intervention\Image\ImageManager;

class ImageService
{
    public const THUMB_WIDTH = 480;
    public const THUMB_HEIGHT = 360;

    public function __construct(private ImageManager $images)
    {
    }

    /**
     * Make a cropped JPEG thumbnail next to the original and return its path.
     */
    public function thumbnail(string $path): string
    {
        $disk = Storage::disk('s3');
        $image = $this->images->make($disk->get($path));
        $image->fit(self::THUMB_WIDTH, self::THUMB_HEIGHT);

        $thumbPath = preg_replace('/\.\w+$/', '_t.jpg', $path);
        $disk->put($thumbPath, (string) $image->encode('jpg', 80), 'public');

        return $thumbPath;
    }
}
