<?php

namespace Tests\Feature;

use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class RegisterTest extends TestCase
{
    use RefreshDatabase;

    private function payload(array $override = []): array
    {
        return array_merge([
            'name' => '山田 太郎',
            'name_kana' => 'やまだ たろう',
            'email' => 'taro@example.com',
            'postal_code' => '1500001',
            'address' => '東京都渋谷区神宮前1-2-3',
            'phone' => '0312345678',
            'password' => 'secret-pass',
            'password_confirmation' => 'secret-pass',
        ], $override);
    }

    public function test_member_can_register(): void
    {
        $this->post('/register', $this->payload())->assertRedirect('/mypage');
        $this->assertDatabaseHas('members', ['email' => 'taro@example.com', 'name_kana' => 'ヤマダ タロウ']);
    }

    public function test_email_is_normalized(): void
    {
        $this->post('/register', $this->payload(['email' => 'ＴＡＲＯ@example.com']))->assertRedirect('/mypage');
        $this->assertDatabaseHas('members', ['email' => 'taro@example.com']);
    }

    public function test_postal_code_accepts_zenkaku_digits(): void
    {
        $this->post('/register', $this->payload(['postal_code' => '１５００００１']))->assertRedirect('/mypage');
        $this->assertDatabaseHas('members', ['postal_code' => '1500001']);
    }

    public function test_postal_code_accepts_zenkaku_hyphen(): void
    {
        $this->post('/register', $this->payload(['postal_code' => '１５０－０００１']))->assertRedirect('/mypage');
    }
}
