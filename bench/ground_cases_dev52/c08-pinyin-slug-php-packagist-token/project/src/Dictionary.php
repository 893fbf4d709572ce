<?php

declare(strict_types=1);

namespace Yuanlin\PinyinSlug;

/**
 * Character -> toneless pinyin. The bundled table covers the 3,500 common characters
 * (data/pinyin.php); add your own entries for names and rare characters.
 */
final class Dictionary
{
    /** @var array<string, string> */
    private array $map;

    /** @param array<string, string> $map */
    public function __construct(array $map)
    {
        $this->map = $map;
    }

    public static function bundled(): self
    {
        /** @var array<string, string> $map */
        $map = require __DIR__ . '/../data/pinyin.php';
        return new self($map);
    }

    public function lookup(string $char): ?string
    {
        return $this->map[$char] ?? null;
    }

    /** @param array<string, string> $extra */
    public function with(array $extra): self
    {
        return new self($extra + $this->map);
    }
}
