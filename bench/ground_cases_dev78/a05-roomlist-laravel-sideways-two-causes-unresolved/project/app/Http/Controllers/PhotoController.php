<?php

namespace App\Http\Controllers;

use App\Http\Requests\StorePhotoRequest;
use App\Jobs\GenerateThumbnail;
use App\Models\Listing;
use App\Models\Photo;
use Illuminate\Support\Str;

class PhotoController extends Controller
{
    public function store(StorePhotoRequest $request, Listing $listing)
    {
        foreach ($request->file('photos') as $upload) {
            $path = $upload->storeAs(
                "listings/{$listing->id}",
                Str::uuid() . '.' . $upload->extension(),
                's3'
            );
            $photo = $listing->photos()->create([
                'path' => $path,
                'original_name' => $upload->getClientOriginalName(),
                'size' => $upload->getSize(),
            ]);
            GenerateThumbnail::dispatch($photo);
        }

        return redirect()->route('listings.show', $listing)->with('status', 'Photos uploaded');
    }

    public function destroy(Photo $photo)
    {
        $this->authorize('update', $photo->listing);
        $photo->delete();

        return back();
    }
}
