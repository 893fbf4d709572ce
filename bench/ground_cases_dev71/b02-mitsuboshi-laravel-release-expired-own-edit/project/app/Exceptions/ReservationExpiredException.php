<?php

namespace App\Exceptions;

use RuntimeException;

class ReservationExpiredException extends RuntimeException
{
}
