<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <title>明日のご予約のお知らせ</title>
</head>
<body style="font-family: sans-serif; color: #333;">
    <p>{{ $reservation->customer_name }} 様</p>

    <p>明日のご予約のお知らせです。</p>

    <table cellpadding="6" style="border-collapse: collapse;">
        <tr>
            <th align="left">日時</th>
            <td>{{ $reservation->starts_at->isoFormat('M月D日(ddd) HH:mm') }}〜</td>
        </tr>
        <tr>
            <th align="left">メニュー</th>
            <td>{{ $reservation->menu->name }}</td>
        </tr>
    </table>

    <p>ご来店をお待ちしております。<br>
    変更・キャンセルはお電話 (03-1234-5678) でお願いいたします。</p>

    <p style="font-size: 12px; color: #888;">10 分以上遅れる場合は、メニューを短縮させていただくことがあります。<br>
    このメールは送信専用です。</p>

    <p>Hair Salon Mika 表参道店</p>
</body>
</html>
