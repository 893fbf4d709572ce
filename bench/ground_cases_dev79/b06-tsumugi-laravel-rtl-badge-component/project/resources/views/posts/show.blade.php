@extends('layouts.app')

@section('title', $post->title)

@section('content')
    <article class="post">
        <h1 class="title">{{ $post->title }}</h1>
        <p class="meta">{{ __('messages.posted_by', ['name' => $post->author->name]) }}</p>
        <div class="body">{!! $post->body_html !!}</div>
    </article>
    <section class="comments">
        <h2>{{ trans_choice('messages.comments', $post->comments_count) }}</h2>
        @foreach ($post->comments as $comment)
            <div class="comment">
                <strong>{{ $comment->author->name }}</strong>
                <p>{{ $comment->body }}</p>
            </div>
        @endforeach
    </section>
@endsection
