using System.Linq;
using System.Text;

namespace Kagi;

public static class HelpWriter
{
    public static string Write(OptionParser parser, string program, string? summary = null)
    {
        var sb = new StringBuilder();
        sb.Append("Usage: ").Append(program).AppendLine(" [options] [--] [args...]");
        if (summary is not null) sb.AppendLine().AppendLine(summary);
        sb.AppendLine().AppendLine("Options:");
        var rows = parser.Specs
            .OrderBy(s => s.Name, System.StringComparer.Ordinal)
            .Select(s => (Left: Left(s), s.Help ?? ""))
            .ToList();
        var width = rows.Count == 0 ? 0 : rows.Max(r => r.Left.Length);
        foreach (var (left, help) in rows)
            sb.Append("  ").Append(left.PadRight(width)).Append("  ").AppendLine(help);
        if (parser.EnvPrefix is not null)
        {
            sb.AppendLine().AppendLine("Environment:");
            foreach (var line in EnvBinder.DescribeAll(parser.EnvPrefix, parser.Specs)) sb.Append("  ").AppendLine(line);
        }
        return sb.ToString();
    }

    private static string Left(OptionSpec s)
    {
        var names = s.ShortName is char c ? $"-{c}, --{s.Name}" : $"    --{s.Name}";
        return s.IsFlag ? names : $"{names} <{s.Name.ToUpperInvariant()}>";
    }
}
