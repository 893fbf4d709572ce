<?php

namespace App\Services\Llm;

use Illuminate\Support\Facades\Http;
use RuntimeException;

class OpenAiClient
{
    public function __construct(
        private readonly string $apiKey,
        private readonly string $baseUrl,
        private readonly string $model,
        private readonly int $timeout = 60,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            config('llm.openai.api_key'),
            config('llm.openai.base_url'),
            config('llm.openai.model'),
            (int) config('llm.openai.timeout'),
        );
    }

    /**
     * @param  array<int, array{role: string, content: string}>  $messages
     * @param  array<string, mixed>|null  $schema
     */
    public function chat(array $messages, ?array $schema = null, int $maxTokens = 800): string
    {
        $payload = [
            'model' => $this->model,
            'messages' => $messages,
            'max_tokens' => $maxTokens,
            'temperature' => 0,
        ];

        if (config('llm.extraction.response_format') === 'json_schema' && $schema !== null) {
            $payload['response_format'] = [
                'type' => 'json_schema',
                'json_schema' => ['name' => 'invoice', 'schema' => $schema, 'strict' => true],
            ];
        } else {
            $payload['response_format'] = ['type' => 'json_object'];
        }

        $response = Http::withToken($this->apiKey)
            ->timeout($this->timeout)
            ->post(rtrim($this->baseUrl, '/').'/chat/completions', $payload);

        if ($response->failed()) {
            throw new RuntimeException('OpenAI error '.$response->status().': '.$response->body());
        }

        return (string) $response->json('choices.0.message.content');
    }
}
