using System;
using System.Collections.Generic;
using Newtonsoft.Json;

namespace Harvest.Save
{
    [Serializable]
    public class SaveData
    {
        [JsonProperty("version")]
        public int Version = 3;

        [JsonProperty("playerName")]
        public string PlayerName;

        [JsonProperty("day")]
        public int Day;

        [JsonProperty("gold")]
        public int Gold;

        [JsonProperty("inventorySlots")]
        public List<SlotData> InventorySlots = new List<SlotData>();
    }

    [Serializable]
    public class SlotData
    {
        [JsonProperty("itemId")]
        public string ItemId;

        [JsonProperty("count")]
        public int Count;
    }
}
