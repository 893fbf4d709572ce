<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Article;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ArticleController extends Controller
{
    public function index(): View
    {
        $articles = Article::query()
            ->with(['author', 'category'])
            ->orderByDesc('published_at')
            ->orderByDesc('id')
            ->paginate(50);

        return view('admin.articles.index', ['articles' => $articles]);
    }

    public function publish(Article $article): RedirectResponse
    {
        $article->update(['status' => 'published', 'published_at' => $article->published_at ?? now()]);

        return back()->with('status', '公開しました');
    }

    public function unpublish(Request $request, Article $article): RedirectResponse
    {
        $article->update(['status' => 'draft']);

        return back()->with('status', '非公開にしました');
    }
}
