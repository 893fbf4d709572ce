using TinyForge.Platform;
using UnityEngine;

namespace TinyForge.Gameplay
{
    /// <summary>Tracks smithing milestones and reports achievements.</summary>
    public class ForgeProgress : MonoBehaviour
    {
        [SerializeField] private RecipeBook recipeBook;

        private IAchievementService achievements;
        private int ordersCompleted;
        private int masterworks;

        private void Awake()
        {
            achievements = GetComponent<IAchievementService>();
        }

        public void OnOrderCompleted(Order order, ForgeResult result)
        {
            ordersCompleted++;
            if (ordersCompleted == 1 && order.Item.Category == ItemCategory.Sword)
                achievements.Unlock(AchievementIds.FirstSword);
            if (ordersCompleted == 10)
                achievements.Unlock(AchievementIds.TenOrders);
            if (ordersCompleted == 100)
                achievements.Unlock(AchievementIds.HundredOrders);

            if (result.Quality == Quality.Masterwork)
            {
                masterworks++;
                if (masterworks >= 25)
                    achievements.Unlock(AchievementIds.ForgeMaster);
            }

            if (recipeBook.KnownCount == recipeBook.TotalCount)
                achievements.Unlock(AchievementIds.AllRecipes);
        }
    }
}
