<?php

namespace App\Services;

class RegionResolver
{
    /** @var array<string, string> province => region */
    private array $byProvince = [];

    private const SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '特别行政区', '省', '市'];

    public function __construct(?array $regions = null)
    {
        foreach ($regions ?? config('regions') as $region => $provinces) {
            foreach ($provinces as $province) {
                $this->byProvince[$province] = $region;
            }
        }
    }

    /**
     * Region for a province as typed by sales ("浙江省", "上海", "广西壮族自治区", " 北京市 ").
     * The four municipalities come in with or without 市; both map the same way.
     */
    public function resolve(?string $province): ?string
    {
        if ($province === null) {
            return null;
        }
        $name = $this->normalize($province);

        return $name === '' ? null : ($this->byProvince[$name] ?? null);
    }

    public function normalize(string $province): string
    {
        $name = trim(str_replace(["\u{3000}", ' '], '', $province));
        foreach (self::SUFFIXES as $suffix) {
            if (mb_strlen($name) > mb_strlen($suffix) && str_ends_with($name, $suffix)) {
                return mb_substr($name, 0, mb_strlen($name) - mb_strlen($suffix));
            }
        }

        return $name;
    }
}
