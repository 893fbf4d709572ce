using Steamworks;
using UnityEngine;

namespace Driftwood.Platform
{
    /// Initialises Steamworks.NET once per run.
    [DisallowMultipleComponent]
    public class SteamManager : MonoBehaviour
    {
        public const uint AppId = 2817340;
        public static bool Initialized { get; private set; }

        private void Awake()
        {
            if (Initialized) return;
            if (SteamAPI.RestartAppIfNecessary(new AppId_t(AppId)))
            {
                Application.Quit();
                return;
            }
            Initialized = SteamAPI.Init();
            if (!Initialized) Debug.LogError("[Steam] SteamAPI.Init failed");
        }

        private void Update()
        {
            if (Initialized) SteamAPI.RunCallbacks();
        }

        private void OnApplicationQuit()
        {
            if (Initialized) SteamAPI.Shutdown();
            Initialized = false;
        }
    }
}
