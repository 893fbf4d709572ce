namespace IntranetAdmin.Auditing
{
    /// <summary>
    /// Values stored in AuditLog.Action. The compliance export filters on these strings,
    /// so changing one needs a data migration for the existing rows.
    /// </summary>
    public static class AuditActions
    {
        public const string UserCreated = "user.created";
        public const string UserDeactivated = "user.deactivated";
        public const string UserReactivated = "user.reactivated";
        public const string PasswordReset = "user.password_reset";
        public const string AdminRoleGranted = "user.admin_granted";
        public const string AdminRoleRevoked = "user.admin_revoked";

        public static readonly string[] All =
        {
            UserCreated,
            UserDeactivated,
            UserReactivated,
            PasswordReset,
            AdminRoleGranted,
            AdminRoleRevoked,
        };

        public static bool IsKnown(string action)
        {
            return System.Array.IndexOf(All, action) >= 0;
        }
    }
}
