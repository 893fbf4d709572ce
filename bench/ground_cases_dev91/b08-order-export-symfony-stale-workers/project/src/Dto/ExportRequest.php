<?php

namespace App\Dto;

use Symfony\Component\Validator\Constraints as Assert;

final class ExportRequest
{
    public function __construct(
        #[Assert\NotBlank]
        #[Assert\Choice(choices: ['csv', 'xlsx'], message: 'format must be csv or xlsx.')]
        public readonly string $format = 'csv',

        #[Assert\NotBlank]
        #[Assert\Date]
        public readonly string $from = '',

        #[Assert\NotBlank]
        #[Assert\Date]
        public readonly string $to = '',
    ) {
    }
}
