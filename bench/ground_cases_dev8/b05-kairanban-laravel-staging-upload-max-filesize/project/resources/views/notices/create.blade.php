<x-app-layout>
    <x-slot name="header">回覧を書く</x-slot>

    <form method="POST" action="{{ route('notices.store') }}" enctype="multipart/form-data" class="space-y-4">
        @csrf
        <div>
            <label for="title">件名</label>
            <input id="title" name="title" value="{{ old('title') }}" required maxlength="100">
            @error('title') <p class="text-red-600">{{ $message }}</p> @enderror
        </div>
        <div>
            <label for="body">本文</label>
            <textarea id="body" name="body" rows="8" required>{{ old('body') }}</textarea>
            @error('body') <p class="text-red-600">{{ $message }}</p> @enderror
        </div>
        <div>
            <label for="photo">写真 (任意)</label>
            <input id="photo" name="photo" type="file" accept="image/*">
            @error('photo') <p class="text-red-600">{{ $message }}</p> @enderror
        </div>
        <label><input type="checkbox" name="pinned" value="1"> 上に固定する</label>
        <button type="submit">投稿する</button>
    </form>
</x-app-layout>
