using System.Globalization;
using System.Net;
using System.Net.Mail;
using System.Text;
using OrderNotify.Models;

namespace OrderNotify.Services;

public class EmailTemplateService
{
    private readonly string _templateDir;
    private readonly IConfiguration _config;

    public EmailTemplateService(IWebHostEnvironment env, IConfiguration config)
    {
        _templateDir = Path.Combine(env.ContentRootPath, "Templates");
        _config = config;
    }

    public string Render(string template, IDictionary<string, string> values)
    {
        var html = File.ReadAllText(Path.Combine(_templateDir, template + ".html"), Encoding.UTF8);
        foreach (var (key, value) in values)
        {
            html = html.Replace("{{" + key + "}}", WebUtility.HtmlEncode(value));
        }
        return html;
    }

    public MailMessage OrderConfirmed(Order order)
    {
        var rows = new StringBuilder();
        foreach (var line in order.Lines)
        {
            rows.Append($"<tr><td>{WebUtility.HtmlEncode(line.Title)}</td><td>{line.Quantity}</td>" +
                        $"<td>{FormatMoney(line.Amount)}</td></tr>");
        }
        var html = Render("OrderConfirmed", new Dictionary<string, string>
        {
            ["name"] = order.ReceiverName,
            ["orderNo"] = order.OrderNo,
            ["placedAt"] = order.PlacedAt.ToOffset(TimeSpan.FromHours(8)).ToString("yyyy-MM-dd HH:mm"),
            ["total"] = FormatMoney(order.Total),
        }).Replace("{{rows}}", rows.ToString());

        var message = new MailMessage
        {
            From = new MailAddress(_config["Smtp:From"]!),
            Subject = $"订单 {order.OrderNo} 已确认",
            Body = html,
            IsBodyHtml = true,
            SubjectEncoding = Encoding.UTF8,
            BodyEncoding = Encoding.UTF8,
            HeadersEncoding = Encoding.UTF8,
        };
        message.To.Add(order.Email!);
        return message;
    }

    private static readonly CultureInfo ZhCn = CultureInfo.GetCultureInfo("zh-CN");

    public static string FormatMoney(decimal amount) => "¥" + amount.ToString("N2", ZhCn);
}
