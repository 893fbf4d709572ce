using Microsoft.EntityFrameworkCore;
using NewsApi.Articles;
using NewsApi.Data;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<NewsDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("News")));
builder.Services.AddScoped<ArticleStore>();
builder.Services.AddOutputCache(o =>
{
    o.AddPolicy("ArticleList", p => p
        .Expire(TimeSpan.FromSeconds(60))
        .SetVaryByQuery("page")
        .Tag("articles"));
});
builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorizationBuilder()
    .AddPolicy("editor", p => p.RequireRole("editor"));

var app = builder.Build();

app.UseOutputCache();

app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.UseAuthentication();
app.UseAuthorization();

app.MapArticleEndpoints();

app.Run();
