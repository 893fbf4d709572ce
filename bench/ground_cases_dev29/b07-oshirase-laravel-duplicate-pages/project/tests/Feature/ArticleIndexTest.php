<?php

namespace Tests\Feature;

use App\Models\Article;
use App\Models\Category;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ArticleIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_published_articles(): void
    {
        Article::factory()->published()->create(['title' => '市民プール開場のお知らせ']);

        $this->get('/')->assertOk()->assertSee('市民プール開場のお知らせ');
    }

    public function test_index_hides_drafts(): void
    {
        Article::factory()->create(['title' => '下書き', 'status' => 'draft']);

        $this->get('/')->assertOk()->assertDontSee('下書き');
    }

    public function test_category_page_lists_only_its_articles(): void
    {
        $a = Category::factory()->create(['slug' => 'bousai']);
        $b = Category::factory()->create(['slug' => 'kosodate']);
        Article::factory()->published()->for($a)->create(['title' => '防災訓練']);
        Article::factory()->published()->for($b)->create(['title' => '子育て相談']);

        $this->get('/category/bousai')->assertOk()->assertSee('防災訓練')->assertDontSee('子育て相談');
    }
}
