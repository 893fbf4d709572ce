<?php
// +----------------------------------------------------------------------
// | 小程序接口路由
// | 积分 / 活动的路由在 route/points.php、route/activity.php（另一个仓库迁过来之后再合）
// +----------------------------------------------------------------------
use think\facade\Route;

Route::get('ping', function () {
    return json(['code' => 0, 'msg' => 'pong']);
});

Route::group('api', function () {
    // 签到
    Route::get('sign/status', 'Sign/status');
    Route::post('sign', 'Sign/sign');
    Route::get('sign/calendar', 'Sign/calendar');
})->middleware(\app\middleware\Auth::class);

Route::miss(function () {
    return json(['code' => 404, 'msg' => '接口不存在'], 404);
});
