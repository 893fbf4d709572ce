namespace Kayoi.Api.Notifications;

/// Japanese mail bodies for members. Kept in code until the CMS handles them.
public sealed class NotificationTemplates
{
    private const string Signature = "\n\n--\nかよいジム\nhttps://kayoi-gym.jp/\n";

    public EmailMessage LessonReminder(string memberName, string lessonTitle, DateTimeOffset startsAt)
    {
        var when = startsAt.ToOffset(TimeSpan.FromHours(9)).ToString("M月d日(ddd) H:mm", new System.Globalization.CultureInfo("ja-JP"));
        return new EmailMessage(
            $"【かよいジム】明日のレッスンのお知らせ",
            $"{memberName}様\n\n{when} から「{lessonTitle}」のご予約があります。\n" +
            "キャンセルはレッスン開始の3時間前までにアプリから行ってください。" + Signature);
    }

    public EmailMessage ContactReceived(string name, string body)
    {
        return new EmailMessage(
            "【かよいジム】お問い合わせを受け付けました",
            $"{name}様\n\nお問い合わせありがとうございます。以下の内容で受け付けました。\n\n{body}\n\n" +
            "2営業日以内に担当者よりご連絡いたします。" + Signature);
    }

    public EmailMessage WaitlistOpened(string memberName, string lessonTitle)
    {
        return new EmailMessage(
            "【かよいジム】キャンセル待ちに空きが出ました",
            $"{memberName}様\n\n「{lessonTitle}」に空きが出ました。30分以内にアプリから予約を確定してください。" + Signature);
    }
}
