@extends('layouts.app')

@section('content')
<h1>{{ $listing->title }}</h1>
<p class="address">{{ $listing->address }}</p>

<div class="gallery" data-gallery>
    @foreach ($listing->photos as $photo)
        <a href="{{ $photo->original_url }}" class="gallery-item" data-lightbox>
            <img src="{{ $photo->thumb_url ?? $photo->original_url }}"
                 alt="{{ $photo->original_name }}" loading="lazy">
        </a>
    @endforeach
</div>

<div class="lightbox" hidden>
    <img alt="">
    <button type="button" class="lightbox-close" aria-label="Close">&times;</button>
</div>

@can('update', $listing)
    <form method="post" action="{{ route('photos.store', $listing) }}" enctype="multipart/form-data">
        @csrf
        <input type="file" name="photos[]" accept="image/*" multiple>
        <button type="submit">Upload</button>
    </form>
@endcan
@endsection
