using System.Globalization;

namespace Todo.Core.Deadlines;

/// <summary>
/// 画面から来る締切文字列（日本時間、"yyyy/MM/dd HH:mm" または "yyyy/MM/dd"）を UTC に変換する。
/// </summary>
public static class DeadlineParser
{
    private static readonly TimeSpan Jst = TimeSpan.FromHours(9);

    private static readonly string[] Formats = { "yyyy/MM/dd HH:mm", "yyyy/M/d H:mm", "yyyy/MM/dd", "yyyy/M/d" };

    /// <summary>日付だけのときは、その日の 23:59（JST）を締切とする。</summary>
    public static readonly TimeSpan EndOfDay = new(23, 59, 0);

    public static bool TryParse(string? input, out DateTimeOffset deadlineUtc)
    {
        deadlineUtc = default;
        if (string.IsNullOrWhiteSpace(input))
        {
            return false;
        }

        if (!DateTime.TryParseExact(input.Trim(), Formats, CultureInfo.InvariantCulture,
                DateTimeStyles.None, out var local))
        {
            return false;
        }

        if (!input.Contains(':'))
        {
            local = local.Date + EndOfDay;
        }

        deadlineUtc = new DateTimeOffset(local, Jst).ToUniversalTime();
        return true;
    }
}
