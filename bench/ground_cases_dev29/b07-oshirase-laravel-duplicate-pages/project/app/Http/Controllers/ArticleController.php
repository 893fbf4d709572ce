<?php

namespace App\Http\Controllers;

use App\Models\Article;
use App\Models\Category;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ArticleController extends Controller
{
    private const PER_PAGE = 20;

    public function index(Request $request): View
    {
        $articles = Article::query()
            ->published()
            ->with('author')
            ->when($request->query('q'), fn ($q, $term) => $q->where('title', 'like', "%{$term}%"))
            ->orderByDesc('published_at')
            ->paginate(self::PER_PAGE)
            ->withQueryString();

        return view('articles.index', ['articles' => $articles]);
    }

    public function category(Category $category): View
    {
        $articles = $category->articles()
            ->published()
            ->with('author')
            ->latest('published_at')
            ->latest('id')
            ->paginate(self::PER_PAGE);

        return view('articles.index', ['articles' => $articles, 'category' => $category]);
    }

    public function show(string $slug): View
    {
        $article = Article::query()->published()->where('slug', $slug)->firstOrFail();

        return view('articles.show', ['article' => $article]);
    }
}
