using System;

namespace Hollowkeep.Save
{
    // Bump CurrentVersion whenever the JSON shape changes and add a step to SaveMigrator.
    // v1: 0.4  v2: 0.5 (player.position became a Vec3 object)  v3: 0.7 (quests + hotbar)
    // v4: 0.9 (inventory.slots -> inventory.stacks, hotbar moved to the root)
    [Serializable]
    public class SaveData
    {
        public const int CurrentVersion = 4;

        public int version = CurrentVersion;
        public string savedAt;
        public string buildId;
        public PlayerState player = new PlayerState();
        public InventoryState inventory = new InventoryState();
        public HotbarState hotbar = new HotbarState();
        public QuestState[] quests = Array.Empty<QuestState>();
    }

    [Serializable]
    public class PlayerState
    {
        public string scene = "Keep_Courtyard";
        public Vec3 position;
        public int health = 100;
        public int gold;
    }

    [Serializable]
    public struct Vec3 { public float x, y, z; }

    [Serializable]
    public class ItemStack
    {
        public string id;
        public int count;
    }

    [Serializable]
    public class InventoryState
    {
        public ItemStack[] stacks = Array.Empty<ItemStack>();
        public int capacity = 24;
    }

    [Serializable]
    public class HotbarState
    {
        public string[] slots = new string[8];
        public int selected;
    }

    [Serializable]
    public class QuestState
    {
        public string id;
        public int stage;
        public bool done;
    }
}
