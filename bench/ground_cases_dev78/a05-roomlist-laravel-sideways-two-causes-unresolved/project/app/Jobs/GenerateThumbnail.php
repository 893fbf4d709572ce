<?php

namespace App\Jobs;

use App\Models\Photo;
use App\Services\ImageService;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class GenerateThumbnail implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public Photo $photo)
    {
        $this->onQueue('images');
    }

    public function handle(ImageService $images): void
    {
        $thumbPath = $images->thumbnail($this->photo->path);
        $this->photo->update(['thumb_path' => $thumbPath]);
    }
}
