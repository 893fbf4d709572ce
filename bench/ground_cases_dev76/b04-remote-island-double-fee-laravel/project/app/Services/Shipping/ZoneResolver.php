<?php

namespace App\Services\Shipping;

class ZoneResolver
{
    /** @param array<string, array{prefixes: string[], surcharge: int}> $zones */
    public function __construct(private array $zones)
    {
    }

    public static function fromConfig(): self
    {
        return new self(config('shipping.zones'));
    }

    /**
     * 郵便番号にマッチするゾーンを返す。
     *
     * @return array<string, int> ゾーン名 => 追加料金
     */
    public function resolve(string $postalCode): array
    {
        $digits = preg_replace('/[^0-9]/', '', $postalCode);
        $prefix = substr($digits, 0, 3);
        $matched = [];
        foreach ($this->zones as $name => $zone) {
            if (in_array($prefix, $zone['prefixes'], true)) {
                $matched[$name] = $zone['surcharge'];
            }
        }
        return $matched;
    }
}
