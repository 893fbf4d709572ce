<?php
// 应用公共文件

/**
 * 统一成功返回
 */
function api_ok($data = null, string $msg = 'ok'): \think\response\Json
{
    return json(['code' => 0, 'msg' => $msg, 'data' => $data]);
}

/**
 * 统一失败返回
 */
function api_fail(int $code, string $msg, int $httpStatus = 200): \think\response\Json
{
    return json(['code' => $code, 'msg' => $msg], $httpStatus);
}

/**
 * 手机号脱敏 13812345678 -> 138****5678
 */
function mask_mobile(?string $mobile): string
{
    if (!$mobile || strlen($mobile) < 7) {
        return (string) $mobile;
    }
    return substr($mobile, 0, 3) . '****' . substr($mobile, -4);
}

/**
 * 生成业务流水号
 */
function biz_no(string $prefix = ''): string
{
    return $prefix . date('YmdHis') . str_pad((string) mt_rand(0, 999999), 6, '0', STR_PAD_LEFT);
}
