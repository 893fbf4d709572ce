@extends('layouts.app')

@section('title', '投稿一覧')

@section('content')
<h1>投稿一覧</h1>

@auth
    <a href="{{ route('posts.create') }}" class="button">新しく投稿する</a>
@endauth

<ul class="post-list">
    @foreach ($posts as $post)
        <li class="post-list__item">
            <a href="{{ route('posts.show', $post) }}">{{ $post->title }}</a>
            <span class="post-list__meta">
                {{ $post->user->name }} ・ コメント {{ $post->comments_count }}
            </span>
        </li>
    @endforeach
</ul>

{{ $posts->links() }}
@endsection
