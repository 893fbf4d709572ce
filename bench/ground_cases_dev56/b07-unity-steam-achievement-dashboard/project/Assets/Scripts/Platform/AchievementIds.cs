namespace TinyForge.Platform
{
    /// <summary>
    /// API names of the achievements. They must match the names set up in the
    /// Steamworks partner site (App Admin > Stats &amp; Achievements) exactly.
    /// </summary>
    public static class AchievementIds
    {
        public const string FirstSword = "ACH_FIRST_SWORD";
        public const string TenOrders = "ACH_TEN_ORDERS";
        public const string HundredOrders = "ACH_HUNDRED_ORDERS";
        public const string NoBurn = "ACH_NO_BURN";
        public const string GolemDown = "ACH_GOLEM_DOWN";
        public const string RichSmith = "ACH_RICH_SMITH";
        // Added in 1.4 (Forge Master update)
        public const string ForgeMaster = "ACH_FORGE_MASTER";
        public const string AllRecipes = "ACH_ALL_RECIPES";

        public static readonly string[] All =
        {
            FirstSword,
            TenOrders,
            HundredOrders,
            NoBurn,
            GolemDown,
            RichSmith,
            ForgeMaster,
            AllRecipes,
        };
    }
}
