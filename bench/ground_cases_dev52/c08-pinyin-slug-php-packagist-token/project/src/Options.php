<?php

declare(strict_types=1);

namespace Yuanlin\PinyinSlug;

final class Options
{
    /**
     * @param string $separator put between words
     * @param bool $lowercase lowercase the Latin parts
     * @param int $maxLength cut the slug at a word boundary after this many bytes; 0 for no limit
     */
    public function __construct(
        public readonly string $separator = '-',
        public readonly bool $lowercase = true,
        public readonly int $maxLength = 0,
    ) {
        if ($separator === '' || preg_match('/^[A-Za-z0-9]+$/', $separator) === 1) {
            throw new \InvalidArgumentException('separator must be non-empty and not alphanumeric');
        }
        if ($maxLength < 0) {
            throw new \InvalidArgumentException('maxLength must be >= 0');
        }
    }

    public function withSeparator(string $separator): self
    {
        return new self($separator, $this->lowercase, $this->maxLength);
    }

    public function withMaxLength(int $maxLength): self
    {
        return new self($this->separator, $this->lowercase, $maxLength);
    }
}
