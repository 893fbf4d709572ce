@extends('layouts.app')

@section('title', '自分のコメント')

@section('content')
<h1>自分のコメント</h1>

@if ($comments->isEmpty())
    <p>まだコメントしていません。</p>
@else
    <ul class="my-comments">
        @foreach ($comments as $comment)
            <li class="my-comments__item">
                <a href="{{ route('posts.show', $comment->post) }}#comment-{{ $comment->id }}">
                    {{ $comment->post->title }}
                </a>
                <p class="my-comments__body">{!! nl2br(Str::limit($comment->body, 200)) !!}</p>
                <div class="my-comments__footer">
                    <time>{{ $comment->created_at->format('Y/m/d H:i') }}</time>
                    <form method="POST" action="{{ route('comments.destroy', $comment) }}">
                        @csrf
                        @method('DELETE')
                        <button type="submit" class="link-button">削除</button>
                    </form>
                </div>
            </li>
        @endforeach
    </ul>

    {{ $comments->links() }}
@endif
@endsection
