using Recall.Worker;
using Recall.Worker.Data;
using Recall.Worker.Sms;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection("Reminder"));
builder.Services.Configure<SmsOptions>(builder.Configuration.GetSection("Sms"));
builder.Services.AddSingleton<ReminderFormatter>();
builder.Services.AddSingleton(_ => new AppointmentStore(builder.Configuration.GetConnectionString("Appointments")!));
builder.Services.AddHttpClient<SmsClient>();
builder.Services.AddHostedService<ReminderJob>();

builder.Build().Run();
