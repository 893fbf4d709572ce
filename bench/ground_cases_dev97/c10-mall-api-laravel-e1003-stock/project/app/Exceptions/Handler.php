<?php

namespace App\Exceptions;

use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;
use Illuminate\Http\Request;
use Throwable;

class Handler extends ExceptionHandler
{
    /** 业务异常是预期内的，不需要上报。 */
    protected $dontReport = [
        BizException::class,
    ];

    protected $dontFlash = [
        'current_password',
        'password',
        'password_confirmation',
    ];

    public function register(): void
    {
        $this->renderable(function (BizException $e, Request $request) {
            if ($request->expectsJson()) {
                return response()->json([
                    'code' => $e->errorCode,
                    'message' => $e->getMessage(),
                ], $e->httpStatus());
            }
        });

        $this->reportable(function (Throwable $e) {
            if (app()->bound('sentry')) {
                app('sentry')->captureException($e);
            }
        });
    }
}
