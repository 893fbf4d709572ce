@extends('layouts.app')

@section('content')
<h1>{{ isset($category) ? $category->name : 'お知らせ' }}</h1>

<ul class="article-list">
    @foreach ($articles as $article)
        <li>
            <time datetime="{{ $article->published_at->toDateString() }}">{{ $article->published_at->format('Y年n月j日') }}</time>
            <a href="{{ route('articles.show', $article->slug) }}">{{ $article->title }}</a>
            <span class="author">{{ $article->author->name }}</span>
        </li>
    @endforeach
</ul>

{{ $articles->links() }}
@endsection
