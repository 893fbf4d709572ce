using System;

namespace Crm.Data.Entities
{
    public class Customer
    {
        public int Id { get; set; }

        /// <summary>ERP customer code, e.g. "C0012345". Unique.</summary>
        public string Code { get; set; } = "";

        public string Name { get; set; } = "";

        public string? Phone { get; set; }

        public string? Fax { get; set; }

        public string? Email { get; set; }

        public string? City { get; set; }

        public DateTime CreatedOn { get; set; }

        public DateTime? LastOrderOn { get; set; }

        public bool IsBlocked { get; set; }

        public string? SalesRep { get; set; }

        public override string ToString() => $"{Code} {Name}";
    }
}
