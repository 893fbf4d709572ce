using Microsoft.Extensions.Options;
using OpenAI;
using OpenAI.Moderations;

namespace Madoguchi.Api.Guardrails;

public sealed class ModerationGate
{
    private readonly ModerationClient _client;
    private readonly double _threshold;

    public ModerationGate(OpenAIClient client, IConfiguration config, IOptions<GuardrailOptions> options)
    {
        _client = client.GetModerationClient(config["AzureOpenAI:ModerationModel"] ?? "omni-moderation-latest");
        _threshold = options.Value.ModerationThreshold;
    }

    public async Task<bool> IsFlaggedAsync(string text, CancellationToken ct)
    {
        var result = (await _client.ClassifyTextAsync(text, ct)).Value;
        if (result.Flagged)
        {
            return true;
        }

        return result.Harassment.Score >= _threshold
            || result.Hate.Score >= _threshold
            || result.SelfHarm.Score >= _threshold
            || result.Violence.Score >= _threshold;
    }
}
