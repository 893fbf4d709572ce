<?php
declare(strict_types=1);

namespace app\controller;

use app\BaseController;
use app\service\SignService;
use think\exception\ValidateException;
use think\Request;
use think\response\Json;

class Sign extends BaseController
{
    private SignService $service;

    public function __construct(\think\App $app, SignService $service)
    {
        parent::__construct($app);
        $this->service = $service;
    }

    /** GET api/sign/status 签到页顶部：今天签了没、连续几天、明天能拿多少 */
    public function status(Request $request): Json
    {
        return json(['code' => 0, 'data' => $this->service->status($request->userId)]);
    }

    /** POST api/sign */
    public function sign(Request $request): Json
    {
        try {
            $data = $this->service->sign($request->userId);
        } catch (ValidateException $e) {
            return json(['code' => 1001, 'msg' => $e->getMessage()]);
        }
        return json(['code' => 0, 'data' => $data, 'msg' => "签到成功，获得{$data['points']}积分"]);
    }

    /** GET api/sign/calendar?month=2025-10 */
    public function calendar(Request $request): Json
    {
        $month = (string) $request->get('month', date('Y-m'));
        try {
            $data = $this->service->calendar($request->userId, $month);
        } catch (ValidateException $e) {
            return json(['code' => 400, 'msg' => $e->getMessage()]);
        }
        return json(['code' => 0, 'data' => $data]);
    }
}
