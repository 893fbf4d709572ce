<?php

namespace Tests\Feature;

use Tests\TestCase;

class ProductSearchTest extends TestCase
{
    public function test_unknown_sort_falls_back_to_sales(): void
    {
        $this->getJson('/api/search?q=%E6%89%8B%E6%9C%BA%E5%A3%B3&sort=bogus')
            ->assertOk();
    }

    public function test_category_filter_is_integer(): void
    {
        $this->getJson('/api/search?q=case&category=abc')
            ->assertOk();
    }
}
