<?php

namespace App\Services;

use RuntimeException;

class SmsFailed extends RuntimeException
{
}
