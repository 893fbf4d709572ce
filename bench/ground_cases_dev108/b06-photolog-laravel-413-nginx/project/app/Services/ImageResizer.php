<?php

namespace App\Services;

use Intervention\Image\ImageManager;
use Intervention\Image\Drivers\Gd\Driver;

class ImageResizer
{
    private ImageManager $images;

    public function __construct()
    {
        $this->images = new ImageManager(new Driver());
    }

    public function thumbnail(string $source, int $width): string
    {
        $image = $this->images->read($source);
        $image->scaleDown(width: $width);

        $target = str_replace('/original/', '/thumb/', $source);
        if (!is_dir(dirname($target))) {
            mkdir(dirname($target), 0775, true);
        }
        $image->toJpeg(quality: 82)->save($target);

        return 'photos/thumb/' . basename($target);
    }

    public function isLandscape(string $source): bool
    {
        $image = $this->images->read($source);

        return $image->width() >= $image->height();
    }
}
