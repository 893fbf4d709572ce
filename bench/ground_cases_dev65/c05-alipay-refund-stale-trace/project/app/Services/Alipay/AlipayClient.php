<?php

namespace App\Services\Alipay;

use GuzzleHttp\Client;
use RuntimeException;

class AlipayClient
{
    public function __construct(private Client $http, private array $config)
    {
    }

    /**
     * Call an OpenAPI method and return its "<method>_response" object as an array.
     */
    public function execute(string $method, array $bizContent): array
    {
        $params = [
            'app_id' => $this->config['app_id'],
            'method' => $method,
            'format' => 'JSON',
            'charset' => $this->config['charset'],
            'sign_type' => $this->config['sign_type'],
            'timestamp' => now('Asia/Shanghai')->format('Y-m-d H:i:s'),
            'version' => '1.0',
            'biz_content' => json_encode($bizContent, JSON_UNESCAPED_UNICODE),
        ];
        $params['sign'] = $this->sign($params);
        $res = $this->http->post($this->config['gateway'], [
            'form_params' => $params,
            'timeout' => $this->config['timeout'],
        ]);
        $body = json_decode((string) $res->getBody(), true);
        $key = str_replace('.', '_', $method) . '_response';
        if (!isset($body[$key])) {
            throw new RuntimeException("alipay: no {$key} in response");
        }
        return $body[$key];
    }

    private function sign(array $params): string
    {
        ksort($params);
        $content = urldecode(http_build_query(array_filter($params, fn ($v) => $v !== '' && $v !== null)));
        $key = openssl_pkey_get_private(file_get_contents($this->config['private_key_path']));
        openssl_sign($content, $signature, $key, OPENSSL_ALGO_SHA256);
        return base64_encode($signature);
    }
}
