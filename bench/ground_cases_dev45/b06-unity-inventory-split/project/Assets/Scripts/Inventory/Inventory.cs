using System;
using System.Collections.Generic;
using UnityEngine;

namespace Harvest.Inventory
{
    [Serializable]
    public class ItemStack
    {
        public string ItemId;
        public int Count;

        public ItemStack(string itemId, int count)
        {
            ItemId = itemId;
            Count = count;
        }
    }

    public class Inventory : MonoBehaviour
    {
        [SerializeField] private int slotCount = 24;
        [SerializeField] private int maxStack = 99;

        private readonly List<ItemStack> slots = new List<ItemStack>();

        public IReadOnlyList<ItemStack> Slots => slots;
        public int MaxStack => maxStack;

        public event Action Changed;

        public bool AddItem(string itemId, int count)
        {
            foreach (var s in slots)
            {
                if (s.ItemId != itemId || s.Count >= maxStack) continue;
                int room = maxStack - s.Count;
                int put = Mathf.Min(room, count);
                s.Count += put;
                count -= put;
                if (count == 0) break;
            }
            while (count > 0 && slots.Count < slotCount)
            {
                int put = Mathf.Min(maxStack, count);
                slots.Add(new ItemStack(itemId, put));
                count -= put;
            }
            Changed?.Invoke();
            return count == 0;
        }

        public bool SplitStack(int index)
        {
            if (index < 0 || index >= slots.Count) return false;
            var stack = slots[index];
            if (stack.Count < 2 || slots.Count >= slotCount) return false;

            int moved = stack.Count / 2;
            int kept = stack.Count / 2;
            stack.Count = kept;
            slots.Add(new ItemStack(stack.ItemId, moved));
            Changed?.Invoke();
            return true;
        }

        public int CountOf(string itemId)
        {
            int total = 0;
            foreach (var s in slots)
            {
                if (s.ItemId == itemId) total += s.Count;
            }
            return total;
        }
    }
}
