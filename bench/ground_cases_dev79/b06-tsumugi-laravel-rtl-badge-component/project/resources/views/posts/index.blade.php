@extends('layouts.app')

@section('title', __('messages.posts'))

@section('content')
    <h1>{{ __('messages.posts') }}</h1>
    <ul class="post-list">
        @foreach ($posts as $post)
            <li class="post-item">
                <a href="{{ route('posts.show', $post) }}" class="title">{{ $post->title }}</a>
                <x-comment-count :count="$post->comments_count" />
            </li>
        @endforeach
    </ul>
    {{ $posts->links() }}
@endsection
