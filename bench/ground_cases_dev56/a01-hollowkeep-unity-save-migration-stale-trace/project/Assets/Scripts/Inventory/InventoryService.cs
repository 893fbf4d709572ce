using System.Collections.Generic;
using System.Linq;
using Hollowkeep.Items;
using Hollowkeep.Save;
using UnityEngine;

namespace Hollowkeep.Inventory
{
    public class InventoryService : MonoBehaviour
    {
        [SerializeField] ItemDatabase items;
        [SerializeField] int capacity = 24;

        readonly List<ItemStack> stacks = new List<ItemStack>();

        public event System.Action Changed;

        public IReadOnlyList<ItemStack> Stacks => stacks;

        public bool Add(string id, int count = 1)
        {
            var def = items.Find(id);
            if (def == null) { Debug.LogWarning($"[Inventory] unknown item {id}"); return false; }
            var stack = stacks.FirstOrDefault(s => s.id == id && s.count < def.maxStack);
            if (stack != null) stack.count += count;
            else if (stacks.Count < capacity) stacks.Add(new ItemStack { id = id, count = count });
            else return false;
            Changed?.Invoke();
            return true;
        }

        public InventoryState Capture() =>
            new InventoryState { stacks = stacks.Select(s => new ItemStack { id = s.id, count = s.count }).ToArray(), capacity = capacity };

        public void Restore(InventoryState state)
        {
            stacks.Clear();
            if (state?.stacks == null)
            {
                Debug.LogWarning("[Inventory] save has no inventory stacks; starting empty");
                Changed?.Invoke();
                return;
            }
            capacity = state.capacity;
            foreach (var stack in state.stacks)
            {
                if (items.Find(stack.id) == null) continue; // item removed from the game
                stacks.Add(new ItemStack { id = stack.id, count = stack.count });
            }
            Changed?.Invoke();
        }
    }
}
