<?php

namespace Tests\Unit;

use App\Support\Slugger;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

class SluggerTest extends TestCase
{
    public static function slugProvider(): array
    {
        return [
            'plain' => ['Hello World', 'hello-world'],
            'punctuation' => ['Hello, World!', 'hello-world'],
            'leading space' => ['  Spaced out', 'spaced-out'],
            'digits' => ['Report 2024 Q3', 'report-2024-q3'],
            'chinese' => ['季度 报告', '季度-报告'],
        ];
    }

    #[DataProvider('slugProvider')]
    public function test_make(string $title, string $expected): void
    {
        $this->assertSame($expected, Slugger::make($title));
    }

    public function test_unique_appends_counter(): void
    {
        $taken = ['report', 'report-2'];
        $this->assertSame('report-3', Slugger::unique('Report', fn ($s) => in_array($s, $taken, true)));
    }
}
