using System.Globalization;
using System.Text.Json;
using AlibabaCloud.SDK.Dysmsapi20170525;
using AlibabaCloud.SDK.Dysmsapi20170525.Models;
using OrderNotify.Models;

namespace OrderNotify.Services;

public class SmsSender
{
    private readonly Client _client;
    private readonly IConfiguration _config;
    private readonly ILogger<SmsSender> _logger;

    public SmsSender(Client client, IConfiguration config, ILogger<SmsSender> logger)
    {
        _client = client;
        _config = config;
        _logger = logger;
    }

    public async Task<bool> SendOrderConfirmedAsync(Order order)
    {
        var request = new SendSmsRequest
        {
            PhoneNumbers = order.ReceiverPhone,
            SignName = _config["Sms:SignName"],
            TemplateCode = _config["Sms:OrderConfirmedTemplate"],
            TemplateParam = JsonSerializer.Serialize(BuildTemplateParams(order)),
        };
        var response = await _client.SendSmsAsync(request);
        if (response.Body.Code != "OK")
        {
            _logger.LogWarning("SMS to {Phone} failed: {Code} {Message}",
                order.ReceiverPhone, response.Body.Code, response.Body.Message);
            return false;
        }
        return true;
    }

    // Template SMS_468201153: "${name}您好，您的订单${orderNo}已确认，实付${amount}元，我们会尽快发货。"
    public static Dictionary<string, string> BuildTemplateParams(Order order)
    {
        return new Dictionary<string, string>
        {
            ["name"] = order.ReceiverName,
            ["orderNo"] = order.OrderNo,
            ["amount"] = order.Total.ToString("F2", CultureInfo.InvariantCulture),
        };
    }
}
