using UnityEngine;

namespace TinyForge.Platform
{
    /// <summary>Adds the achievement backend for the current store build.</summary>
    public class PlatformBootstrap : MonoBehaviour
    {
        private void Awake()
        {
#if STEAM_BUILD
            gameObject.AddComponent<SteamManager>();
            gameObject.AddComponent<SteamAchievements>();
#elif GOG_BUILD
            gameObject.AddComponent<GogAchievements>();
#else
            gameObject.AddComponent<NullAchievements>();
#endif
            DontDestroyOnLoad(gameObject);
        }
    }

    public class NullAchievements : MonoBehaviour, IAchievementService
    {
        public void Unlock(string apiName) => Debug.Log($"[Achievements] would unlock {apiName}");
        public bool IsUnlocked(string apiName) => false;
    }
}
