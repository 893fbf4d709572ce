using System.Text;

namespace Yuntu.Invoicing;

/// <summary>
/// 人民币金额转中文大写（发票"价税合计（大写）"一栏）。
/// </summary>
public static class AmountInWords
{
    private static readonly string[] Digits = { "零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖" };
    private static readonly string[] Units = { "", "拾", "佰", "仟" };
    private static readonly string[] Sections = { "", "万", "亿" };

    public static string ToChineseUpper(decimal amount)
    {
        if (amount < 0)
        {
            return "负" + ToChineseUpper(-amount);
        }

        amount = Math.Round(amount, 2, MidpointRounding.AwayFromZero);
        long yuan = (long)Math.Floor(amount);
        int jiao = (int)(amount * 10 % 10);
        int fen = (int)(amount * 100 % 10);

        var sb = new StringBuilder();
        if (yuan > 0)
        {
            sb.Append(IntegerPart(yuan)).Append('元');
        }

        if (jiao == 0 && fen == 0)
        {
            return yuan == 0 ? "零元整" : sb.Append('整').ToString();
        }

        if (jiao > 0)
        {
            sb.Append(Digits[jiao]).Append('角');
        }
        else if (yuan > 0)
        {
            sb.Append('零');
        }

        if (fen > 0)
        {
            sb.Append(Digits[fen]).Append('分');
        }

        return sb.ToString();
    }

    private static string IntegerPart(long value)
    {
        var sb = new StringBuilder();
        string s = value.ToString();
        bool pendingZero = false; // 前面有没读出来的 0
        for (int i = 0; i < s.Length; i++)
        {
            int d = s[i] - '0';
            int pos = s.Length - 1 - i; // 从个位起第几位
            if (d == 0)
            {
                pendingZero = true;
            }
            else
            {
                if (pendingZero && sb.Length > 0)
                {
                    sb.Append('零'); // 中间隔着 0：1005 -> 壹仟零伍
                }

                pendingZero = false;
                sb.Append(Digits[d]).Append(Units[pos % 4]);
            }

            if (pos % 4 == 0 && pos > 0)
            {
                sb.Append(Sections[pos / 4]);
            }
        }

        return sb.ToString();
    }
}
