using Api.Data;
using Api.Infrastructure;
using Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<NewsDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("News")));
builder.Services.AddScoped<ArticleListService>();
builder.Services.AddControllers();
builder.Services.AddSearchRateLimit();

var app = builder.Build();

app.UseRateLimiter();
app.MapControllers();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public partial class Program { }
