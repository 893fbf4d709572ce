<!DOCTYPE html>
<html lang="zh-CN">
<body style="font-family: sans-serif; color: #333;">
    <h2>感谢您的购买！</h2>
    <p>您的订单 <strong>#{{ $order->id }}</strong> 已支付成功。</p>
    <table cellpadding="6" style="border-collapse: collapse;">
        <tr>
            <td>订单金额</td>
            <td>¥{{ number_format($order->amount, 2) }}</td>
        </tr>
        @if ($order->points_used > 0)
        <tr>
            <td>积分抵扣</td>
            <td>{{ $order->points_used }} 积分</td>
        </tr>
        @endif
    </table>
    <p>预计 48 小时内发货，发货后会短信通知您。</p>
    <p style="color: #999; font-size: 12px;">本邮件由系统自动发送，请勿回复。</p>
</body>
</html>
