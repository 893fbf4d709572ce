namespace TinyForge.Platform
{
    public interface IAchievementService
    {
        void Unlock(string apiName);
        bool IsUnlocked(string apiName);
    }
}
