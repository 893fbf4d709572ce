using System.Linq;
using Newtonsoft.Json.Linq;
using UnityEngine;

namespace Hollowkeep.Save
{
    /// <summary>
    /// Brings an old save's JSON up to SaveData.CurrentVersion, one version at a time,
    /// before it is deserialized. Each step edits the JObject in place.
    /// </summary>
    public static class SaveMigrator
    {
        public static JObject Migrate(JObject root)
        {
            int version = root.Value<int?>("version") ?? 1;
            Debug.Log($"[Save] file is v{version}, build reads v{SaveData.CurrentVersion}");
            if (version > SaveData.CurrentVersion)
                throw new SaveLoadException($"save is from a newer build (v{version}, this build reads up to v{SaveData.CurrentVersion})");

            while (version < SaveData.CurrentVersion)
            {
                switch (version)
                {
                    case 1: MigrateV1ToV2(root); break;
                    case 2: MigrateV2ToV3(root); break;
                    case 3: MigrateV3ToV4(root); break;
                    default: throw new SaveLoadException($"no migration step from v{version}");
                }
                Debug.Log($"[Save] migrated v{version} -> v{version + 1}");
                version++;
                root["version"] = version;
            }
            return root;
        }

        // v1 -> v2: player.position was "x,y,z" as a string
        static void MigrateV1ToV2(JObject root)
        {
            var player = (JObject)root["player"];
            var parts = ((string)player["position"] ?? "0,0,0").Split(',');
            player["position"] = new JObject
            {
                ["x"] = float.Parse(parts[0], System.Globalization.CultureInfo.InvariantCulture),
                ["y"] = float.Parse(parts[1], System.Globalization.CultureInfo.InvariantCulture),
                ["z"] = float.Parse(parts[2], System.Globalization.CultureInfo.InvariantCulture),
            };
        }

        // v2 -> v3: quests were a dictionary id -> stage
        static void MigrateV2ToV3(JObject root)
        {
            var old = (JObject)root["quests"] ?? new JObject();
            var list = new JArray();
            foreach (var pair in old)
                list.Add(new JObject { ["id"] = pair.Key, ["stage"] = (int)pair.Value, ["done"] = false });
            root["quests"] = list;
        }

        // v3 -> v4: inventory.slots (one item id per slot, "" when empty) became inventory.stacks
        // ({id, count}) and the hotbar moved from inventory.hotbar to its own object at the root.
        static void MigrateV3ToV4(JObject root)
        {
            var inv = (JObject)root["inventory"];
            var slots = (JArray)inv["slots"];
            var stacks = new JArray();
            foreach (var slot in slots)
            {
                var id = slot.Value<string>();
                if (string.IsNullOrEmpty(id)) continue;
                var existing = stacks.FirstOrDefault(s => (string)s["id"] == id);
                if (existing != null) existing["count"] = (int)existing["count"] + 1;
                else stacks.Add(new JObject { ["id"] = id, ["count"] = 1 });
            }
            inv.Remove("slots");
            inv["stacks"] = stacks;
            root["hotbar"] = new JObject { ["slots"] = inv["hotbar"].DeepClone(), ["selected"] = 0 };
            inv.Remove("hotbar");
        }
    }

    public class SaveLoadException : System.Exception
    {
        public SaveLoadException(string message) : base(message) { }
    }
}
