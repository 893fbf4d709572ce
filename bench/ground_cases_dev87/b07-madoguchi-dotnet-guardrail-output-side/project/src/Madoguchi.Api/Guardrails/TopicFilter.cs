using Microsoft.Extensions.Options;

namespace Madoguchi.Api.Guardrails;

public sealed class TopicFilter
{
    private static readonly Dictionary<string, string[]> Keywords = new()
    {
        ["医療診断"] = ["診断", "病名", "薬の量"],
        ["法律相談"] = ["訴訟", "弁護士", "損害賠償"],
        ["投資助言"] = ["株", "投資信託", "儲かる"],
    };

    private readonly List<string> _enabled;

    public TopicFilter(IOptions<GuardrailOptions> options)
    {
        _enabled = options.Value.BlockedTopics;
    }

    public string? Match(string text)
    {
        foreach (var topic in _enabled)
        {
            if (Keywords.TryGetValue(topic, out var words) && words.Any(text.Contains))
            {
                return topic;
            }
        }

        return null;
    }
}
