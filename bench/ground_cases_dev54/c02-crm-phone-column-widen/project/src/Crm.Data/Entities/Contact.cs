namespace Crm.Data.Entities
{
    public class Contact
    {
        public int Id { get; set; }

        public int CustomerId { get; set; }

        public Customer? Customer { get; set; }

        public string FullName { get; set; } = "";

        public string? Mobile { get; set; }

        public string? Phone { get; set; }
    }
}
