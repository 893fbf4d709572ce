<?php

namespace App\Support;

/**
 * 入力値の正規化。フォームリクエストの prepareForValidation から呼ぶ。
 */
final class Normalizer
{
    /** 全角・半角スペースを前後から取り除く */
    public static function trimSpaces(?string $value): string
    {
        return preg_replace('/\A[\s　]+|[\s　]+\z/u', '', (string) $value);
    }

    /** ひらがな・半角カナを全角カタカナに揃える */
    public static function katakana(?string $value): string
    {
        return mb_convert_kana(self::trimSpaces($value), 'KVC', 'UTF-8');
    }

    /** メールアドレス用: 全角英数記号を半角にして小文字化 */
    public static function email(?string $value): string
    {
        return mb_strtolower(mb_convert_kana(self::trimSpaces($value), 'a', 'UTF-8'));
    }

    /** 郵便番号・電話番号用: 全角数字を半角にする */
    public static function digits(?string $value): string
    {
        return mb_convert_kana(self::trimSpaces($value), 'n', 'UTF-8');
    }

    /** 半角カナ混じりの住所などを全角に揃える(番地の数字はそのまま) */
    public static function address(?string $value): string
    {
        return mb_convert_kana(self::trimSpaces($value), 'KV', 'UTF-8');
    }
}
