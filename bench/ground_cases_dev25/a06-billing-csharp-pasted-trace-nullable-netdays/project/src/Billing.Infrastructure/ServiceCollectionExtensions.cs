using Billing.Core.Pdf;
using Billing.Core.Persistence;
using Billing.Infrastructure.Pdf;
using Billing.Infrastructure.Persistence;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using QuestPDF.Infrastructure;

namespace Billing.Infrastructure;

public static class ServiceCollectionExtensions
{
    public static IServiceCollection AddBillingPersistence(this IServiceCollection services, string connectionString)
    {
        QuestPDF.Settings.License = LicenseType.Community;

        services.AddDbContext<BillingDbContext>(o => o.UseNpgsql(connectionString));
        services.AddScoped<IInvoiceRepository, EfInvoiceRepository>();

        // Stateless: builds a fresh QuestPDF document per call.
        // Registered here so the API and the worker share it.
        services.AddSingleton<IInvoicePdfRenderer, QuestPdfInvoiceRenderer>();

        return services;
    }
}
