using Azure;
using Azure.AI.OpenAI;
using Madoguchi.Api.Chat;
using Madoguchi.Api.Guardrails;
using OpenAI;

var builder = WebApplication.CreateBuilder(args);

var aoai = builder.Configuration.GetSection("AzureOpenAI");
builder.Services.AddSingleton(new AzureOpenAIClient(
    new Uri(aoai["Endpoint"]!),
    new AzureKeyCredential(builder.Configuration["AZURE_OPENAI_KEY"]!)));
builder.Services.AddSingleton(new OpenAIClient(builder.Configuration["OPENAI_API_KEY"]!));

builder.Services.Configure<GuardrailOptions>(builder.Configuration.GetSection("Guardrails"));
builder.Services.AddSingleton<PiiRedactor>();
builder.Services.AddSingleton<ModerationGate>();
builder.Services.AddSingleton<TopicFilter>();
builder.Services.AddScoped<ChatService>();

var app = builder.Build();

app.MapPost("/api/chat", async (ChatRequest req, ChatService chat, CancellationToken ct) =>
    Results.Ok(await chat.ReplyAsync(req, ct)));

app.MapGet("/healthz", () => "ok");

app.Run();
