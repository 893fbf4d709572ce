<?php

namespace Tests\Feature;

use Illuminate\Support\Facades\App;
use Tests\TestCase;

class LocaleTest extends TestCase
{
    public function test_japanese_comment_count(): void
    {
        App::setLocale('ja');
        $this->assertSame('3 件のコメント', trans_choice('messages.comments', 3));
    }

    public function test_russian_comment_count(): void
    {
        App::setLocale('ru');
        $this->assertSame('1 комментарий', trans_choice('messages.comments', 1));
        $this->assertSame('3 комментария', trans_choice('messages.comments', 3));
        $this->assertSame('11 комментариев', trans_choice('messages.comments', 11));
        $this->assertSame('21 комментарий', trans_choice('messages.comments', 21));
    }

    public function test_english_comment_count(): void
    {
        App::setLocale('en');
        $this->assertSame('1 comment', trans_choice('messages.comments', 1));
        $this->assertSame('5 comments', trans_choice('messages.comments', 5));
    }
}
