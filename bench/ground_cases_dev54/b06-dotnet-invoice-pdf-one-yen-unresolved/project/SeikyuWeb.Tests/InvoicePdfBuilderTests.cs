using System.Collections.Generic;
using NUnit.Framework;
using SeikyuWeb.Models;
using SeikyuWeb.Services;

namespace SeikyuWeb.Tests
{
    [TestFixture]
    public class InvoicePdfBuilderTests
    {
        private static InvoiceViewModel Sample() => new InvoiceViewModel
        {
            InvoiceNo = "INV-TEST-0001",
            CustomerName = "テスト商事",
            Lines = new List<InvoiceLineViewModel>
            {
                new InvoiceLineViewModel { LineNo = 1, ItemName = "A4コピー用紙", Quantity = 10, UnitPrice = 450, Amount = 4500 },
                new InvoiceLineViewModel { LineNo = 2, ItemName = "トナー", Quantity = 1, UnitPrice = 12800, Amount = 12800 },
            },
        };

        [Test]
        public void Build_ReturnsPdfBytes()
        {
            var builder = new InvoicePdfBuilder(TestPaths.Font);
            var bytes = builder.Build(Sample());
            Assert.That(bytes.Length, Is.GreaterThan(1000));
            Assert.That(System.Text.Encoding.ASCII.GetString(bytes, 0, 5), Is.EqualTo("%PDF-"));
        }

        [Test]
        public void Build_DoesNotThrowOnEmptyLines()
        {
            var builder = new InvoicePdfBuilder(TestPaths.Font);
            var invoice = Sample();
            invoice.Lines.Clear();
            Assert.DoesNotThrow(() => builder.Build(invoice));
        }
    }
}
