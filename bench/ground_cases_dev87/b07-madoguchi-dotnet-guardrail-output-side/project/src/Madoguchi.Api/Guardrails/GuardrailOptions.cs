namespace Madoguchi.Api.Guardrails;

public sealed class GuardrailOptions
{
    public double ModerationThreshold { get; set; } = 0.7;

    public List<string> BlockedTopics { get; set; } = [];
}
