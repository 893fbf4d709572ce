<?php
declare(strict_types=1);

namespace app\middleware;

use Closure;
use Firebase\JWT\ExpiredException;
use Firebase\JWT\JWT;
use Firebase\JWT\Key;
use think\Request;
use think\Response;

/**
 * 小程序登录态校验：Authorization: Bearer <jwt>，payload 里的 uid 写到 $request->userId
 */
class Auth
{
    public function handle(Request $request, Closure $next): Response
    {
        $header = $request->header('authorization', '');
        if (!str_starts_with($header, 'Bearer ')) {
            return json(['code' => 401, 'msg' => '请先登录'], 401);
        }
        $token = substr($header, 7);
        try {
            $payload = JWT::decode($token, new Key(env('jwt.secret', ''), 'HS256'));
        } catch (ExpiredException $e) {
            return json(['code' => 401, 'msg' => '登录已过期'], 401);
        } catch (\Throwable $e) {
            return json(['code' => 401, 'msg' => '登录状态无效'], 401);
        }
        $request->userId = (int) ($payload->uid ?? 0);
        if ($request->userId <= 0) {
            return json(['code' => 401, 'msg' => '登录状态无效'], 401);
        }
        return $next($request);
    }
}
