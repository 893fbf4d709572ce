<?php

namespace Tests\Feature;

use App\Models\Invoice;
use App\Models\User;
use App\Notifications\InvoicePaid;
use Tests\TestCase;

class InvoicePaidTest extends TestCase
{
    public function test_subject_is_translated_for_japanese_user(): void
    {
        $user = new User(['name' => '佐藤', 'email' => 'sato@example.jp', 'locale' => 'ja']);
        $invoice = new Invoice(['number' => 'INV-7', 'total' => '1200', 'currency' => 'JPY']);

        $mail = (new InvoicePaid($invoice))->locale('ja')->toMail($user);

        $this->assertSame('請求書 INV-7 のお支払いを確認しました', $mail->subject);
    }

    public function test_paid_line_is_translated_for_chinese_user(): void
    {
        $user = new User(['name' => '王芳', 'email' => 'wang@example.cn', 'locale' => 'zh_CN']);
        $invoice = new Invoice(['number' => 'INV-8', 'total' => '99.50', 'currency' => 'CNY']);

        $mail = (new InvoicePaid($invoice))->locale('zh_CN')->toMail($user);

        $this->assertStringStartsWith('我们已收到您支付的', $mail->introLines[0]);
    }
}
