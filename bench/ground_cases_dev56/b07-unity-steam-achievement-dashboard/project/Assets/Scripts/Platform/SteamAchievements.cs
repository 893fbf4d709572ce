using Steamworks;
using UnityEngine;

namespace TinyForge.Platform
{
    public class SteamAchievements : MonoBehaviour, IAchievementService
    {
        private Callback<UserStatsReceived_t> statsReceived;
        private Callback<UserStatsStored_t> statsStored;
        private bool statsReady;

        private void OnEnable()
        {
            if (!SteamManager.Initialized)
                return;
            statsReceived = Callback<UserStatsReceived_t>.Create(OnUserStatsReceived);
            statsStored = Callback<UserStatsStored_t>.Create(OnUserStatsStored);
            SteamUserStats.RequestCurrentStats();
        }

        public void Unlock(string apiName)
        {
            if (!SteamManager.Initialized || !statsReady)
            {
                Debug.Log($"[Steam] Unlock({apiName}) skipped, stats not ready");
                return;
            }
            bool ok = SteamUserStats.SetAchievement(apiName);
            Debug.Log($"[Steam] SetAchievement({apiName}) -> {ok}");
            if (!ok)
                Debug.LogWarning($"[Steam] '{apiName}' is unknown to Steam. Is it defined and published in Steamworks (Stats & Achievements)?");
            SteamUserStats.StoreStats();
        }

        public bool IsUnlocked(string apiName)
        {
            return statsReady && SteamUserStats.GetAchievement(apiName, out bool achieved) && achieved;
        }

        private void OnUserStatsReceived(UserStatsReceived_t result)
        {
            if ((ulong)result.m_nGameID != SteamUtils.GetAppID().m_AppId)
                return;
            statsReady = result.m_eResult == EResult.k_EResultOK;
            Debug.Log($"[Steam] stats received: {result.m_eResult}");
        }

        private void OnUserStatsStored(UserStatsStored_t result)
        {
            Debug.Log($"[Steam] stats stored: {result.m_eResult}");
        }
    }
}
