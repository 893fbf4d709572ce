using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Crm.Data;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging;
using Quartz;

namespace Crm.Jobs
{
    [DisallowConcurrentExecution]
    public class CustomerImportJob : IJob
    {
        private readonly CrmDbContext _db;
        private readonly CsvCustomerParser _parser;
        private readonly IConfiguration _config;
        private readonly ILogger<CustomerImportJob> _log;

        public CustomerImportJob(CrmDbContext db, CsvCustomerParser parser, IConfiguration config,
            ILogger<CustomerImportJob> log)
        {
            _db = db;
            _parser = parser;
            _config = config;
            _log = log;
        }

        public async Task Execute(IJobExecutionContext context)
        {
            var inbox = _config["CustomerImport:InboxPath"];
            var batchSize = _config.GetValue("CustomerImport:BatchSize", 500);
            foreach (var file in Directory.GetFiles(inbox, "customers_*.csv").OrderBy(f => f))
            {
                _log.LogInformation("Importing {File}", file);
                using var reader = new StreamReader(file);
                var count = 0;
                foreach (var customer in _parser.Parse(reader))
                {
                    var existing = await _db.Customers.SingleOrDefaultAsync(c => c.Code == customer.Code);
                    if (existing == null)
                    {
                        _db.Customers.Add(customer);
                    }
                    else
                    {
                        _db.Entry(existing).CurrentValues.SetValues(customer);
                    }
                    if (++count % batchSize == 0)
                    {
                        await _db.SaveChangesAsync();
                    }
                }
                await _db.SaveChangesAsync();
                File.Move(file, Path.Combine(inbox, "done", Path.GetFileName(file)));
                _log.LogInformation("Imported {Count} customers from {File}", count, file);
                if (_parser.SkippedLines.Count > 0)
                {
                    _log.LogWarning("Skipped {Skipped} invalid rows in {File}, lines: {Lines}",
                        _parser.SkippedLines.Count, file, string.Join(",", _parser.SkippedLines));
                }
            }
        }
    }
}
