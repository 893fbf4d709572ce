using Todo.Core.Deadlines;

namespace Todo.Core.Tasks;

public sealed record CreateTaskRequest(string Title, string? Notes, string? Deadline, TaskPriority Priority);

public sealed class ValidationResult
{
    private readonly List<string> _errors = new();

    public IReadOnlyList<string> Errors => _errors;

    public bool IsValid => _errors.Count == 0;

    public void Add(string error) => _errors.Add(error);
}

public sealed class CreateTaskValidator
{
    public const int MaxTitleLength = 100;

    private readonly TimeProvider _time;

    public CreateTaskValidator(TimeProvider? time = null)
    {
        _time = time ?? TimeProvider.System;
    }

    public ValidationResult Validate(CreateTaskRequest request)
    {
        var result = new ValidationResult();

        if (string.IsNullOrWhiteSpace(request.Title))
        {
            result.Add("タイトルを入力してください");
        }
        else if (request.Title.Length > MaxTitleLength)
        {
            result.Add($"タイトルは{MaxTitleLength}文字以内で入力してください");
        }

        if (request.Notes is { Length: > 2000 })
        {
            result.Add("メモは2000文字以内で入力してください");
        }

        if (request.Deadline is not null)
        {
            if (!DeadlineParser.TryParse(request.Deadline, out var deadline))
            {
                result.Add("締切は 2025/04/01 09:00 の形式で入力してください");
            }
            else if (deadline < _time.GetUtcNow())
            {
                result.Add("締切に過去の日時は指定できません");
            }
        }

        return result;
    }
}
