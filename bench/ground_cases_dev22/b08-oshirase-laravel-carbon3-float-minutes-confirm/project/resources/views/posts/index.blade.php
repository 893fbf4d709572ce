@extends('layouts.app')

@section('content')
  <h1 class="page-title">お知らせ</h1>
  <ul class="post-list">
    @foreach ($posts as $post)
      <li class="post-item">
        <a href="{{ route('posts.show', $post) }}">{{ $post->title }}</a>
        <span class="post-time">{{ \App\Support\TimeAgo::format($post->published_at) }}</span>
      </li>
    @endforeach
  </ul>
  {{ $posts->links() }}
@endsection
