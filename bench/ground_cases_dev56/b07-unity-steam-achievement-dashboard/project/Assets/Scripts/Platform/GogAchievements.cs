using Galaxy.Api;
using UnityEngine;

namespace TinyForge.Platform
{
    public class GogAchievements : MonoBehaviour, IAchievementService
    {
        public void Unlock(string apiName)
        {
            try
            {
                GalaxyInstance.Stats().SetAchievement(apiName);
                GalaxyInstance.Stats().StoreStatsAndAchievements();
            }
            catch (GalaxyInstance.Error e)
            {
                Debug.LogWarning($"[GOG] SetAchievement({apiName}) failed: {e.Message}");
            }
        }

        public bool IsUnlocked(string apiName)
        {
            try
            {
                bool unlocked = false;
                uint time = 0;
                GalaxyInstance.Stats().GetAchievement(apiName, ref unlocked, ref time);
                return unlocked;
            }
            catch (GalaxyInstance.Error)
            {
                return false;
            }
        }
    }
}
