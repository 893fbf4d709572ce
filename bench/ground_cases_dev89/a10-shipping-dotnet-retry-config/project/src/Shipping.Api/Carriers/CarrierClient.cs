using System.Net.Http.Json;

namespace Shipping.Api.Carriers;

public record QuoteRequest(string FromCountry, string ToCountry, int WeightGrams);
public record Quote(string Carrier, string Service, decimal PriceEur, int TransitDays);
public record LabelRequest(string OrderId, string Carrier, string Service, Address To, int WeightGrams);
public record Address(string Name, string Street, string PostalCode, string City, string Country);
public record Label(string TrackingNumber, string PdfUrl);

public interface ICarrierClient
{
    Task<IReadOnlyList<Quote>> GetQuotesAsync(QuoteRequest request, CancellationToken ct);
    Task<Label> CreateLabelAsync(LabelRequest request, CancellationToken ct);
}

public sealed class CarrierClient(HttpClient http) : ICarrierClient
{
    public async Task<IReadOnlyList<Quote>> GetQuotesAsync(QuoteRequest request, CancellationToken ct)
    {
        var response = await http.PostAsJsonAsync("quotes", request, ct);
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<List<Quote>>(cancellationToken: ct) ?? [];
    }

    public async Task<Label> CreateLabelAsync(LabelRequest request, CancellationToken ct)
    {
        using var message = new HttpRequestMessage(HttpMethod.Post, "labels")
        {
            Content = JsonContent.Create(request),
        };
        // The gateway dedupes on this key, so a retried POST can't create a second label.
        message.Headers.Add("Idempotency-Key", $"label-{request.OrderId}");
        var response = await http.SendAsync(message, ct);
        response.EnsureSuccessStatusCode();
        return (await response.Content.ReadFromJsonAsync<Label>(cancellationToken: ct))!;
    }
}
