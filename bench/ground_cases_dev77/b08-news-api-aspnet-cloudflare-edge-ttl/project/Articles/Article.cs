namespace NewsApi.Articles;

public class Article
{
    public long Id { get; set; }
    public string Title { get; set; } = "";
    public string Summary { get; set; } = "";
    public string Body { get; set; } = "";
    public DateTimeOffset PublishedAt { get; set; }
    public DateTimeOffset UpdatedAt { get; set; }
}

public record ArticleListItem(long Id, string Title, string Summary, DateTimeOffset PublishedAt);

public record ArticleUpdate(string Title, string Summary, string Body);
