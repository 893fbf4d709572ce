using System;
using System.Collections.Generic;

namespace SeikyuWeb.Models
{
    public class InvoiceViewModel
    {
        public string InvoiceNo { get; set; }
        public string CustomerName { get; set; }
        public DateTime IssuedOn { get; set; }
        public List<InvoiceLineViewModel> Lines { get; set; } = new List<InvoiceLineViewModel>();
        public decimal Subtotal { get; set; }
        public decimal Tax { get; set; }
        public decimal Total { get; set; }
    }

    public class InvoiceLineViewModel
    {
        public int LineNo { get; set; }
        public string ItemName { get; set; }
        public decimal Quantity { get; set; }
        public decimal UnitPrice { get; set; }
        public decimal Amount { get; set; }
        public decimal Tax { get; set; }
    }
}
