namespace Todo.Api.Models;

public class TodoItem
{
    public int Id { get; set; }
    public required string Title { get; set; }
    public DateTime CreatedAt { get; set; }
    public DateTime? DueAt { get; set; }
    public DateTime? CompletedAt { get; set; }
    public bool IsDone => CompletedAt is not null;
}

public record CreateTodoRequest(string Title, DateTime? DueAt);
