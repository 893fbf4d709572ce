<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;

class KuaidiClient
{
    public function __construct(
        private string $baseUrl,
        private string $customer,
        private string $key,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            config('services.sudi100.base_url'),
            config('services.sudi100.customer'),
            config('services.sudi100.key'),
        );
    }

    /**
     * 查询物流轨迹。$com 是快递公司编码（sf、yto、zto…），$num 是运单号。
     */
    public function track(string $com, string $num): array
    {
        $param = json_encode(['com' => $com, 'num' => $num], JSON_UNESCAPED_UNICODE);
        $response = Http::timeout(8)
            ->retry(2, 300, throw: false)
            ->get($this->baseUrl . '/v3/track', [
                'customer' => $this->customer,
                'param' => $param,
                'sign' => strtoupper(md5($param . $this->key . $this->customer)),
            ]);
        $response->throw();

        return $response->json('data', []);
    }
}
