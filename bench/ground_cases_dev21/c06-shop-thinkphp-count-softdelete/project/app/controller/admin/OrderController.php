<?php
declare(strict_types=1);

namespace app\controller\admin;

use app\BaseController;
use app\service\OrderService;
use think\Request;

class OrderController extends BaseController
{
    public function __construct(private OrderService $orders)
    {
    }

    public function index(Request $request)
    {
        $params = $request->only(['status', 'keyword', 'start_date', 'end_date', 'page', 'limit']);
        $params['shop_id'] = $request->shopId;
        return json(['code' => 0, 'data' => $this->orders->getList($params)]);
    }

    public function cancel(Request $request, int $id)
    {
        $this->orders->cancel($request->shopId, $id);
        return json(['code' => 0, 'msg' => '已取消']);
    }
}
