using System.Text.RegularExpressions;

namespace Madoguchi.Api.Guardrails;

/// <summary>電話番号・メールアドレス・マイナンバーらしき文字列を伏せ字にする。</summary>
public sealed partial class PiiRedactor
{
    // ハイフンあり (03-1234-5678) / なし (09012345678) / 全角ハイフン・スペース区切りも対象
    [GeneratedRegex(@"(?<!\d)0\d{1,4}[-‐－ ]?\d{1,4}[-‐－ ]?\d{4}(?!\d)")]
    private static partial Regex Phone();

    [GeneratedRegex(@"[\w.+-]+@[\w-]+(\.[\w-]+)+")]
    private static partial Regex Email();

    [GeneratedRegex(@"\b\d{4}\s?\d{4}\s?\d{4}\b")]
    private static partial Regex MyNumber();

    public string Redact(string text)
    {
        if (string.IsNullOrEmpty(text))
        {
            return text;
        }

        text = Email().Replace(text, "[メール]");
        text = MyNumber().Replace(text, "[番号]");
        text = Phone().Replace(text, "[電話番号]");
        return text;
    }
}
