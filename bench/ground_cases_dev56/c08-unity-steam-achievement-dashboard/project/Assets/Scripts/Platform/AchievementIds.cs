namespace Driftwood.Platform
{
    /// API names as entered in Steamworks > Stats & Achievements. Keep in sync with achievements.json.
    public static class AchievementIds
    {
        public const string FirstCatch = "ACH_FIRST_CATCH";
        public const string FirstBoss = "ACH_FIRST_BOSS";
        public const string AllLures = "ACH_ALL_LURES";
        public const string NightFishing = "ACH_NIGHT_FISHING";
        public const string Storm = "ACH_STORM_SURVIVOR";
    }
}
