using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;
using Crm.Data.Entities;

namespace Crm.Jobs
{
    /// <summary>
    /// Parses the nightly customer export from the ERP (semicolon separated, header row).
    /// Columns: Code;Name;Phone;Fax;Email;City;CreatedOn
    /// </summary>
    public class CsvCustomerParser
    {
        // The ERP writes US dates; some older files have ISO dates.
        private static readonly string[] DateFormats = { "MM/dd/yyyy", "M/d/yyyy", "yyyy-MM-dd" };

        private readonly ILogger<CsvCustomerParser> _log;

        public CsvCustomerParser(ILogger<CsvCustomerParser>? log = null)
        {
            _log = log ?? NullLogger<CsvCustomerParser>.Instance;
        }

        /// <summary>Line numbers of rows skipped by the last Parse call.</summary>
        public List<int> SkippedLines { get; } = new List<int>();

        public IEnumerable<Customer> Parse(TextReader reader)
        {
            SkippedLines.Clear();
            var header = reader.ReadLine();
            if (header == null)
            {
                yield break;
            }

            string? line;
            var lineNo = 1;
            while ((line = reader.ReadLine()) != null)
            {
                lineNo++;
                if (string.IsNullOrWhiteSpace(line))
                {
                    continue;
                }
                var customer = TryParseRow(line.Split(';'));
                if (customer == null)
                {
                    _log.LogDebug("Skipping line {Line}: {Text}", lineNo, line);
                    SkippedLines.Add(lineNo);
                    continue;
                }
                yield return customer;
            }
        }

        private static Customer? TryParseRow(string[] cols)
        {
            if (cols.Length < 7 ||
                !DateTime.TryParseExact(cols[6].Trim(), DateFormats, CultureInfo.InvariantCulture,
                    DateTimeStyles.None, out var createdOn))
            {
                return null;
            }
            return new Customer
            {
                Code = cols[0].Trim(),
                Name = cols[1].Trim(),
                Phone = cols[2].Trim(),
                Fax = cols[3].Trim(),
                Email = cols[4].Trim().ToLowerInvariant(),
                City = cols[5].Trim(),
                CreatedOn = createdOn,
            };
        }
    }
}
