<?php
declare(strict_types=1);

namespace app\service;

use app\model\Order;
use think\facade\Db;

class OrderService
{
    /**
     * 后台订单列表
     * @param array $params shop_id, status, keyword, start_date, end_date, page, limit
     */
    public function getList(array $params): array
    {
        $page = max(1, (int)($params['page'] ?? 1));
        $limit = min(100, max(1, (int)($params['limit'] ?? 20)));

        $query = Order::where('shop_id', (int)$params['shop_id']);
        if (isset($params['status']) && $params['status'] !== '') {
            $query->where('status', (int)$params['status']);
        }
        if (!empty($params['keyword'])) {
            $query->whereLike('order_no|receiver_name', '%' . $params['keyword'] . '%');
        }
        if (!empty($params['start_date']) && !empty($params['end_date'])) {
            $query->whereBetweenTime('create_time', $params['start_date'], $params['end_date'] . ' 23:59:59');
        }

        $total = Db::name('order')->where('shop_id', (int)$params['shop_id'])->count();
        $list = $query->order('id', 'desc')->page($page, $limit)->append(['status_text'])->select();

        return ['total' => $total, 'list' => $list, 'page' => $page];
    }

    public function cancel(int $shopId, int $orderId): void
    {
        $order = Order::where('shop_id', $shopId)->findOrFail($orderId);
        if ((int)$order->status !== 0) {
            throw new \RuntimeException('只有待支付订单可以取消');
        }
        $order->status = 4;
        $order->save();
    }
}
