<?php

namespace Tests\Unit;

use App\Services\Extraction\InvoiceExtractor;
use App\Services\Llm\OpenAiClient;
use Mockery;
use PHPUnit\Framework\TestCase;

class InvoiceExtractorTest extends TestCase
{
    private function extractor(): InvoiceExtractor
    {
        return new InvoiceExtractor(Mockery::mock(OpenAiClient::class));
    }

    public function test_parses_plain_json(): void
    {
        $json = '{"vendor":"株式会社サンプル","invoice_number":"INV-0012","issue_date":"2025-10-01",'
            .'"due_date":"2025-10-31","amount":12800,"currency":"JPY"}';

        $invoice = $this->extractor()->parse($json);

        $this->assertSame('株式会社サンプル', $invoice->vendor);
        $this->assertSame(12800, $invoice->amount);
        $this->assertSame('2025-10-31', $invoice->dueDate);
    }

    public function test_amount_with_yen_sign_and_commas(): void
    {
        $json = '{"vendor":"A","invoice_number":null,"issue_date":"2025-11-05","due_date":null,"amount":"¥12,800","currency":"JPY"}';

        $this->assertSame(12800, $this->extractor()->parse($json)->amount);
    }

    public function test_amount_in_zenkaku_with_en(): void
    {
        $json = '{"vendor":"A","invoice_number":null,"issue_date":"2025-11-05","due_date":null,"amount":"３，３００円","currency":"JPY"}';

        $this->assertSame(3300, $this->extractor()->parse($json)->amount);
    }

    public function test_null_due_date_is_kept(): void
    {
        $json = '{"vendor":"A","invoice_number":null,"issue_date":"2025-10-01","due_date":null,"amount":1,"currency":"JPY"}';

        $this->assertNull($this->extractor()->parse($json)->dueDate);
    }
}
