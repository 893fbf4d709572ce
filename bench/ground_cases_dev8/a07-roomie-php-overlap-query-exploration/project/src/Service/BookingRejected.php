<?php

declare(strict_types=1);

namespace Roomie\Service;

final class BookingRejected extends \RuntimeException
{
}
