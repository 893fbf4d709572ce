namespace Madoguchi.Api.Chat;

public sealed record ChatTurn(string Role, string Content);

public sealed record ChatRequest(string SessionId, string Message, IReadOnlyList<ChatTurn>? History, string? CustomerContext);

public sealed record ChatReply(string Text, bool Blocked, string? Reason = null);
