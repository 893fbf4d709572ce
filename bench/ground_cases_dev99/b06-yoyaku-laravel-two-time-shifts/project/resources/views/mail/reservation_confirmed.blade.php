<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <title>ご予約を承りました</title>
</head>
<body style="font-family: sans-serif; color: #333;">
    <p>{{ $reservation->customer_name }} 様</p>

    <p>Hair Salon Mika をご予約いただきありがとうございます。<br>
    以下の内容でご予約を承りました。</p>

    <table cellpadding="6" style="border-collapse: collapse;">
        <tr>
            <th align="left">日時</th>
            <td>{{ $reservation->starts_at->isoFormat('YYYY年M月D日(ddd) HH:mm') }}〜{{ $reservation->ends_at->format('H:i') }}</td>
        </tr>
        <tr>
            <th align="left">メニュー</th>
            <td>{{ $reservation->menu->name }}</td>
        </tr>
        <tr>
            <th align="left">担当</th>
            <td>{{ $reservation->staff?->name ?? '指名なし' }}</td>
        </tr>
    </table>

    <p>添付のファイルからカレンダーに登録できます。</p>
    <p>キャンセル・変更は前日 18 時までにお電話 (03-1234-5678) でお願いいたします。</p>

    <p>Hair Salon Mika 表参道店</p>
</body>
</html>
