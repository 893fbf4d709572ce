using System;
using System.IO;
using Hollowkeep.Inventory;
using Hollowkeep.UI;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using UnityEngine;

namespace Hollowkeep.Save
{
    public class SaveSystem : MonoBehaviour
    {
        public static SaveSystem Instance { get; private set; }

        [SerializeField] InventoryService inventory;
        [SerializeField] HotbarController hotbar;
        [SerializeField] QuestLog quests;

        static string SlotPath(int slot) =>
            Path.Combine(Application.persistentDataPath, $"save_slot_{slot}.json");

        void Awake()
        {
            if (Instance != null) { Destroy(gameObject); return; }
            Instance = this;
            DontDestroyOnLoad(gameObject);
        }

        public bool HasSave(int slot) => File.Exists(SlotPath(slot));

        public void Save(int slot)
        {
            var data = new SaveData
            {
                savedAt = DateTime.UtcNow.ToString("o"),
                buildId = Application.version,
                player = PlayerRig.Current.Capture(),
                inventory = inventory.Capture(),
                hotbar = hotbar.Capture(),
                quests = quests.Capture(),
            };
            var json = JsonConvert.SerializeObject(data, Formatting.Indented);
            File.WriteAllText(SlotPath(slot), json);
        }

        public void Load(int slot)
        {
            var text = File.ReadAllText(SlotPath(slot));
            var root = JObject.Parse(text);
            SaveMigrator.Migrate(root);
            var data = root.ToObject<SaveData>();

            PlayerRig.Current.Restore(data.player);
            inventory.Restore(data.inventory);
            hotbar.Restore(data.hotbar);
            quests.Restore(data.quests);
            Debug.Log($"[Save] loaded slot {slot} (v{data.version}, saved {data.savedAt})");
        }
    }
}
