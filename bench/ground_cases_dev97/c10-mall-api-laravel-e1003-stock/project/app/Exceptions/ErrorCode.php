<?php

namespace App\Exceptions;

/**
 * 业务错误码，前端按 code 决定提示文案。新增错误码时同步更新 docs/error-codes.md。
 */
final class ErrorCode
{
    public const GENERAL = 'E1000';
    public const ORDER_NOT_FOUND = 'E1001';
    public const ORDER_STATE_INVALID = 'E1002';
    public const STOCK_NOT_ENOUGH = 'E1003';
    public const COUPON_EXPIRED = 'E1004';

    private const MESSAGES = [
        self::GENERAL => '操作失败，请稍后再试',
        self::ORDER_NOT_FOUND => '订单不存在',
        self::ORDER_STATE_INVALID => '订单状态不允许该操作',
        self::STOCK_NOT_ENOUGH => '库存不足',
        self::COUPON_EXPIRED => '优惠券已过期',
    ];

    public static function message(string $code): string
    {
        return self::MESSAGES[$code] ?? self::MESSAGES[self::GENERAL];
    }

    public static function httpStatus(string $code): int
    {
        return match ($code) {
            self::ORDER_NOT_FOUND => 404,
            self::ORDER_STATE_INVALID, self::STOCK_NOT_ENOUGH => 409,
            default => 422,
        };
    }
}
