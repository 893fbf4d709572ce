<?php

declare(strict_types=1);

namespace Yuanlin\PinyinSlug\Tests;

use PHPUnit\Framework\TestCase;
use Yuanlin\PinyinSlug\Dictionary;
use Yuanlin\PinyinSlug\Options;
use Yuanlin\PinyinSlug\Slugify;

final class SlugifyTest extends TestCase
{
    public function testChineseAndLatin(): void
    {
        self::assertSame('ni-hao-world', (new Slugify())->slug('你好 World'));
    }

    public function testPunctuationSeparatesWords(): void
    {
        self::assertSame('kai-yuan-ruan-jian-2025', (new Slugify())->slug('开源软件，2025！'));
    }

    public function testAccentsAreStripped(): void
    {
        self::assertSame('cafe-xin-wen', (new Slugify())->slug('Café 新闻'));
    }

    public function testSeparatorAndMaxLength(): void
    {
        $slugify = new Slugify(new Options(separator: '_', maxLength: 12));
        self::assertSame('bei_jing_xin', $slugify->slug('北京新闻发布会'));
    }

    public function testCustomDictionaryEntries(): void
    {
        $slugify = new Slugify(dictionary: Dictionary::bundled()->with(['燚' => 'yi']));
        self::assertSame('yi-huo', $slugify->slug('燚火'));
    }

    public function testRejectsAlphanumericSeparator(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Options(separator: 'x');
    }
}
