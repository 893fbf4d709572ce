<?php

namespace App\Exceptions;

use RuntimeException;

/**
 * A coupon that cannot be used; the message is shown to the user as is.
 */
class CouponException extends RuntimeException
{
}
