<?php

declare(strict_types=1);

namespace Yuanlin\PinyinSlug;

/**
 * Turns text with Chinese characters into an ASCII URL slug: "你好 World" -> "ni-hao-world".
 */
final class Slugify
{
    private Dictionary $dictionary;

    public function __construct(private Options $options = new Options(), ?Dictionary $dictionary = null)
    {
        $this->dictionary = $dictionary ?? Dictionary::bundled();
    }

    public function slug(string $text): string
    {
        $words = [];
        $latin = '';
        foreach (mb_str_split($text, 1, 'UTF-8') as $char) {
            $pinyin = $this->dictionary->lookup($char);
            if ($pinyin !== null) {
                if ($latin !== '') {
                    $words[] = $latin;
                    $latin = '';
                }
                $words[] = $pinyin;
                continue;
            }
            if (preg_match('/^[\p{L}\p{N}]$/u', $char) === 1) {
                $latin .= $char;
            } elseif ($latin !== '') {
                $words[] = $latin;
                $latin = '';
            }
        }
        if ($latin !== '') {
            $words[] = $latin;
        }

        $slug = implode($this->options->separator, array_map([$this, 'clean'], $words));
        if ($this->options->lowercase) {
            $slug = strtolower($slug);
        }
        if ($this->options->maxLength > 0 && strlen($slug) > $this->options->maxLength) {
            $slug = rtrim(substr($slug, 0, $this->options->maxLength), $this->options->separator);
        }
        return $slug;
    }

    private function clean(string $word): string
    {
        $ascii = transliterator_transliterate('Any-Latin; Latin-ASCII', $word);
        return preg_replace('/[^A-Za-z0-9]+/', '', $ascii === false ? $word : $ascii) ?? '';
    }
}
