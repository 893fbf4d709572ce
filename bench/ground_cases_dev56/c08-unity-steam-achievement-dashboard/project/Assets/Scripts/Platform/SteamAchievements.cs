using Steamworks;
using UnityEngine;

namespace Driftwood.Platform
{
    /// Thin wrapper over Steamworks.NET user stats. Call Unlock from gameplay code.
    public class SteamAchievements : MonoBehaviour
    {
        public static SteamAchievements Instance { get; private set; }

        private bool _statsReady;
        private Callback<UserStatsReceived_t> _statsReceived;

        private void Awake()
        {
            if (Instance != null) { Destroy(gameObject); return; }
            Instance = this;
            DontDestroyOnLoad(gameObject);
        }

        private void Start()
        {
            if (!SteamManager.Initialized) return;
            _statsReceived = Callback<UserStatsReceived_t>.Create(OnStatsReceived);
            SteamUserStats.RequestCurrentStats();
        }

        private void OnStatsReceived(UserStatsReceived_t data)
        {
            _statsReady = data.m_eResult == EResult.k_EResultOK;
            Debug.Log($"[Steam] stats received: {data.m_eResult}");
        }

        public void Unlock(string apiName)
        {
            if (!SteamManager.Initialized || !_statsReady)
            {
                Debug.LogWarning($"[Steam] not ready, dropping {apiName}");
                return;
            }
            if (!SteamUserStats.SetAchievement(apiName))
            {
                // false with stats already received means the API name is not in the published schema
                Debug.LogWarning($"[Steam] SetAchievement({apiName}) returned false: not in the published achievement schema? (Steamworks > Stats & Achievements > Publish)");
                return;
            }
            SteamUserStats.StoreStats();
        }
    }
}
