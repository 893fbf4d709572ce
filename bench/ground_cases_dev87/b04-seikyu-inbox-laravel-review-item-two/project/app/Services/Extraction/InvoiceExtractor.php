<?php

namespace App\Services\Extraction;

use App\Services\Llm\OpenAiClient;
use JsonException;

class InvoiceExtractor
{
    private const SYSTEM = <<<'TXT'
    あなたは経理担当のアシスタントです。メール本文から請求書の情報を抜き出し、
    指定の JSON だけを返してください。説明文は不要です。
    日付は YYYY-MM-DD、金額は税込合計を円単位の整数で。
    TXT;

    public function __construct(private readonly OpenAiClient $client)
    {
    }

    public function extract(string $mailBody): ExtractedInvoice
    {
        $content = $this->client->chat([
            ['role' => 'system', 'content' => self::SYSTEM],
            ['role' => 'user', 'content' => $mailBody],
        ], InvoiceSchema::get(), (int) config('llm.extraction.max_output_tokens'));

        return $this->parse($content);
    }

    /** @throws JsonException */
    public function parse(string $content): ExtractedInvoice
    {
        $data = json_decode($content, true, 512, JSON_THROW_ON_ERROR);

        return new ExtractedInvoice(
            vendor: trim((string) ($data['vendor'] ?? '')),
            invoiceNumber: $data['invoice_number'] ?? null,
            issueDate: (string) ($data['issue_date'] ?? ''),
            dueDate: $data['due_date'] ?? null,
            amount: $this->normalizeAmount($data['amount'] ?? 0),
            currency: (string) ($data['currency'] ?? 'JPY'),
        );
    }

    private function normalizeAmount(mixed $value): int
    {
        if (is_int($value)) {
            return $value;
        }

        $text = mb_convert_kana(trim((string) $value), 'n');
        $text = str_replace(['¥', '￥', ',', '円', ' '], '', $text);

        if (! preg_match('/^-?\d+$/', $text)) {
            throw new \UnexpectedValueException("amount is not a number: {$value}");
        }

        return (int) $text;
    }
}
