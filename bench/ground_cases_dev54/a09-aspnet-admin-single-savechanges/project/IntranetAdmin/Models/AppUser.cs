using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;

namespace IntranetAdmin.Models
{
    public class AppUser
    {
        public int Id { get; set; }

        [Required, StringLength(100)]
        public string Login { get; set; }

        [Required, StringLength(200)]
        public string DisplayName { get; set; }

        [StringLength(200)]
        public string Email { get; set; }

        public bool IsActive { get; set; }

        public bool IsAdmin { get; set; }

        public DateTime? DeactivatedAt { get; set; }

        [StringLength(100)]
        public string DeactivatedBy { get; set; }

        public virtual ICollection<AuditEntry> AuditEntries { get; set; }
    }

    public class AuditEntry
    {
        public long Id { get; set; }
        public int? UserId { get; set; }
        public string Action { get; set; }
        public string PerformedBy { get; set; }
        public DateTime PerformedAt { get; set; }
        public string Details { get; set; }
    }
}
