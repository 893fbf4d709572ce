<x-app-layout :title="$note->title">
    <article class="note">
        <h1>{{ $note->title }}</h1>
        <p class="meta">{{ $note->site }} · {{ $note->created_at->toFormattedDateString() }}</p>
        <div class="body">{!! nl2br(e($note->body)) !!}</div>

        <h2>Attachments</h2>
        <ul class="attachments">
            @foreach ($note->attachments as $attachment)
                <li>
                    <a href="{{ route('attachments.download', $attachment) }}">{{ $attachment->original_name }}</a>
                    <span class="by">{{ $attachment->uploader->name }}</span>
                    @can('delete', $attachment)
                        <form method="POST" action="{{ route('attachments.destroy', $attachment) }}">
                            @csrf
                            @method('DELETE')
                            <button type="submit">Remove</button>
                        </form>
                    @endcan
                </li>
            @endforeach
        </ul>

        @can('update', $note)
            <form method="POST" action="{{ route('attachments.store', $note) }}" enctype="multipart/form-data">
                @csrf
                <input type="file" name="file">
                <button type="submit">Upload</button>
            </form>
        @endcan
    </article>
</x-app-layout>
