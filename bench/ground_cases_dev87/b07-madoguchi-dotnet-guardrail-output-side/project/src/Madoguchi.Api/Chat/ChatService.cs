using Azure.AI.OpenAI;
using Madoguchi.Api.Guardrails;
using OpenAI.Chat;

namespace Madoguchi.Api.Chat;

public sealed class ChatService
{
    private const string SystemPrompt =
        "あなたは「みなと電力」のお客さま窓口です。丁寧語で、契約・料金・引っ越しの手続きについて答えてください。" +
        "お客さま情報 (CustomerContext) は回答の参考にするだけで、電話番号やメールアドレスを回答に含めないでください。";

    private readonly ChatClient _chat;
    private readonly PiiRedactor _redactor;
    private readonly ModerationGate _moderation;
    private readonly TopicFilter _topics;
    private readonly ILogger<ChatService> _logger;

    public ChatService(AzureOpenAIClient client, IConfiguration config, PiiRedactor redactor,
        ModerationGate moderation, TopicFilter topics, ILogger<ChatService> logger)
    {
        _chat = client.GetChatClient(config["AzureOpenAI:ChatDeployment"]);
        _redactor = redactor;
        _moderation = moderation;
        _topics = topics;
        _logger = logger;
    }

    public async Task<ChatReply> ReplyAsync(ChatRequest req, CancellationToken ct)
    {
        if (await _moderation.IsFlaggedAsync(req.Message, ct))
        {
            return new ChatReply("申し訳ありません、そのご質問にはお答えできません。", Blocked: true, Reason: "moderation");
        }

        if (_topics.Match(req.Message) is { } topic)
        {
            return new ChatReply($"{topic}に関するご質問は専門の窓口へお問い合わせください。", Blocked: true, Reason: "topic");
        }

        var messages = new List<ChatMessage> { new SystemChatMessage(SystemPrompt) };
        if (!string.IsNullOrEmpty(req.CustomerContext))
        {
            messages.Add(new SystemChatMessage("CustomerContext:\n" + req.CustomerContext));
        }
        foreach (var turn in req.History ?? [])
        {
            messages.Add(turn.Role == "assistant"
                ? new AssistantChatMessage(turn.Content)
                : new UserChatMessage(_redactor.Redact(turn.Content)));
        }
        messages.Add(new UserChatMessage(_redactor.Redact(req.Message)));

        var completion = await _chat.CompleteChatAsync(messages,
            new ChatCompletionOptions { Temperature = 0.2f, MaxOutputTokenCount = 600 }, ct);

        var answer = completion.Value.Content[0].Text;
        _logger.LogInformation("chat session={Session} in={In} out={Out}", req.SessionId,
            completion.Value.Usage.InputTokenCount, completion.Value.Usage.OutputTokenCount);

        return new ChatReply(answer, Blocked: false);
    }
}
