<?php

namespace Tests\Feature;

use App\Mail\InquiryReceived;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class InquiryTest extends TestCase
{
    use RefreshDatabase;

    private function valid(array $override = []): array
    {
        return array_merge([
            'name' => '山田太郎',
            'kana' => 'ヤマダ　タロウ',
            'email' => 'taro@example.com',
            'tel' => '0312345678',
            'zip' => '150-0001',
            'category' => 'product',
            'body' => 'お問い合わせ本文です。',
        ], $override);
    }

    public function test_valid_inquiry_is_stored_and_mailed(): void
    {
        Mail::fake();
        $this->post('/contact', $this->valid())->assertRedirect('/contact/thanks');
        Mail::assertSent(InquiryReceived::class);
    }

    public function test_hiragana_kana_is_rejected(): void
    {
        $this->post('/contact', $this->valid(['kana' => 'やまだ']))->assertSessionHasErrors('kana');
    }
}
