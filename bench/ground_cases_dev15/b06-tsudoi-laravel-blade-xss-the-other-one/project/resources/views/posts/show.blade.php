@extends('layouts.app')

@section('title', $post->title)

@section('content')
<article class="post">
    <header class="post__header">
        <h1 class="post__title">{{ $post->title }}</h1>
        <p class="post__meta">
            {{ $post->user->name }} ・ {{ $post->created_at->format('Y/m/d H:i') }}
        </p>
    </header>

    <div class="post__body">
        {!! $post->body_html !!}
    </div>
</article>

<section class="comments">
    <h2 class="comments__heading">コメント（{{ $comments->count() }}）</h2>

    @forelse ($comments as $comment)
        <div class="comment" id="comment-{{ $comment->id }}">
            <p class="comment__author">{{ $comment->user->name }}</p>
            <p class="comment__body">{!! nl2br(e($comment->body)) !!}</p>
            <time class="comment__time">{{ $comment->created_at->diffForHumans() }}</time>
        </div>
    @empty
        <p class="comments__empty">まだコメントはありません。</p>
    @endforelse

    @auth
        <form method="POST" action="{{ route('comments.store', $post) }}" class="comment-form">
            @csrf
            <textarea name="body" rows="4" required maxlength="2000">{{ old('body') }}</textarea>
            @error('body')
                <p class="form-error">{{ $message }}</p>
            @enderror
            <button type="submit">コメントする</button>
        </form>
    @endauth
</section>
@endsection
