<?php

namespace App\Support;

class Slugger
{
    /**
     * "Hello, World!" -> "hello-world". Letters of any script are kept.
     */
    public static function make(string $title, string $separator = '-'): string
    {
        $slug = mb_strtolower(trim($title));
        $slug = preg_replace('/[^\p{L}\p{N}]+/u', $separator, $slug);

        return trim($slug, $separator);
    }

    public static function unique(string $title, callable $exists): string
    {
        $base = self::make($title);
        $slug = $base;
        $n = 2;
        while ($exists($slug)) {
            $slug = "{$base}-{$n}";
            $n++;
        }

        return $slug;
    }
}
